import { bootStateElementId, serverRenderedAttribute, type BootState } from '../../shared/ssr/boot-state.js';

/**
 * The state the server rendered #root from (its JSON script), or null when #root came empty
 * (pages the browser renders alone) or the JSON is unreadable (then the browser renders afresh).
 */
export function readBootState(root: HTMLElement): BootState | null {
  if (!root.hasAttribute(serverRenderedAttribute)) return null;
  const text = document.getElementById(bootStateElementId)?.textContent;
  if (text === undefined || text === null || text === '') return null;
  try {
    // Written by our server from typed values (spa-static.ts); not user input.
    return JSON.parse(text) as BootState;
  } catch (error) {
    console.error('[boot] unreadable boot state', error);
    return null;
  }
}
