import './api/configure-zod.js';
import { createRoot } from 'react-dom/client';
import { createClientTree } from './app/client-tree.js';
import { hydrateApp } from './app/hydrate-app.js';
import { readBootState } from './app/read-boot-state.js';
import { i18nReady } from './i18n/i18n.js';
import './app/theme.css';
import './app/base.css';

/** Italian visitors render at once; those who chose English once its texts have arrived. */
const renderAfresh = (root: HTMLElement) => void i18nReady.then(() => createRoot(root).render(createClientTree(null)));

/**
 * Runs the app: hydrates the page the server rendered, or renders it. Importing this module runs
 * nothing: boot.ts evaluates the app's modules ahead, one per task, and calls this after;
 * `isUrgent` when a visitor's interaction is waiting for it.
 */
export function startApp(isUrgent: boolean): void {
  const rootElement = document.getElementById('root');
  if (rootElement === null) throw new Error('index.html has no #root element');
  const bootState = readBootState(rootElement);
  if (bootState === null) {
    renderAfresh(rootElement);
    return;
  }
  hydrateApp(rootElement, bootState, isUrgent).catch((error: unknown) => {
    // A script that did not arrive (the page's, English): the app renders the page afresh, so
    // its buttons work instead of staying held by boot.ts.
    console.error('[boot] hydration could not start', error);
    renderAfresh(rootElement);
  });
}
