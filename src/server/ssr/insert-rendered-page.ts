import { appModulesElementId, bootStateElementId, serializeBootState, serverRenderedAttribute, type BootState } from '../../shared/ssr/boot-state.js';

/** The tags React hoists to the start of its output (the hero image's preload): they belong in <head>. */
const leadingHoistedTags = /^(?:<link\b[^>]*>)+/;

/**
 * index.html with the server's HTML in #root (marked data-ssr, which boot.ts reads), the state it
 * was rendered from and the app's scripts (boot.ts fetches and runs them once the page has loaded)
 * beside it, as JSON data: no inline script, the CSP holds.
 */
export function insertRenderedPage(template: string, rendered: string, state: BootState, appModules: readonly string[]): string {
  const hoisted = leadingHoistedTags.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  const root = `<div id="root" ${serverRenderedAttribute}="">${body}</div>\n    <script type="application/json" id="${bootStateElementId}">${serializeBootState(state)}</script>` +
    `\n    <script type="application/json" id="${appModulesElementId}">${JSON.stringify(appModules).replace(/</g, '\\u003c')}</script>`;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  let html = template.replace('<div id="root"></div>', () => root);
  if (hoisted !== '') html = html.replace(/<\/head>/i, () => `  ${hoisted}\n  </head>`);
  return html;
}
