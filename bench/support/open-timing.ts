import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Times, in the page, a press that opens the editor until the editor has drawn its layout
 * (`data-drawn="true"` on the stage: the elements' first draw, which waits for their fonts). The
 * clocks are epoch milliseconds (performance.timeOrigin + now()) kept in sessionStorage, so they
 * hold across a full page load as well as a client-side navigation. A plain script, not a
 * function: tsx would wrap a function in __name(), which the page lacks.
 */
const openTimingScript = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const read = (key) => sessionStorage.getItem('bench-open-' + key);
  const write = (key, value) => sessionStorage.setItem('bench-open-' + key, String(value));
  addEventListener('pointerdown', () => {
    if (read('armed') === '1' && read('pressed') === null) write('pressed', now());
  }, { capture: true });
  const check = () => {
    if (read('pressed') === null || read('drawn') !== null) return;
    if (read('workspace') === null && document.querySelector('[data-testid="editor-canvas"]') !== null) write('workspace', now());
    if (read('layout-url') === null && location.pathname.startsWith('/editor/layout/')) write('layout-url', now());
    const drawn = document.querySelector('[data-testid="editor-canvas"] [data-drawn="true"]');
    if (drawn === null) return;
    write('drawn', now());
    // What was drawn, and whether each text's face was loaded at that moment.
    const stage = (globalThis.Konva?.stages ?? []).find((candidate) => candidate.container() === drawn);
    const texts = stage === undefined ? [] : stage.find('Text').filter((node) => node.getLayer()?.name() === 'printable');
    const faces = texts.map((node) => ({ family: node.fontFamily(), loaded: document.fonts.check(node.fontStyle().replace('normal', '') + ' 20px "' + node.fontFamily() + '"') }));
    write('faces', JSON.stringify(faces));
    write('fonts-status', document.fonts.status);
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn', 'data-testid'] });
})();`;

/** One press-to-drawn measurement: ms from the press to each stage. */
export interface OpenTiming {
  /** To the editor's workspace in the page (its chunk loaded and run). */
  workspaceMs: number;
  /** To the account layout's address (an operator's layout is created first); null for the demo. */
  layoutUrlMs: number | null;
  /** To the stage's first draw of the layout in its fonts. */
  drawnMs: number;
  /** The layout's texts at that draw, with whether their face was loaded. */
  faces: { family: string; loaded: boolean }[];
  /** document.fonts.status at that draw. */
  fontsStatus: string;
}

export async function installOpenTiming(context: BrowserContext): Promise<void> {
  await context.addInitScript(openTimingScript);
}

/**
 * Arms the timer, presses `target` with CPU slowed `cpuSlowdown` times (set just before the
 * press: the page before it is loaded and idle, as the person pressing sees it) and waits for
 * the drawn editor.
 */
export async function timeOpen(page: Page, target: Locator, cpuSlowdown: number, timeoutMs: number): Promise<OpenTiming> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.evaluate("sessionStorage.setItem('bench-open-armed', '1')");
  await target.click();
  // Playwright's own selector engine: the page's CSP forbids the eval that waitForFunction uses.
  await page.locator('[data-testid="editor-canvas"] [data-drawn="true"]').waitFor({ state: 'attached', timeout: timeoutMs });
  await expect.poll(() => page.evaluate("sessionStorage.getItem('bench-open-drawn')"), { message: 'the drawn editor is timed' }).not.toBeNull();
  const stored = await page.evaluate<Record<string, string | null>>(`(() => {
    const keys = ['pressed', 'workspace', 'layout-url', 'drawn', 'faces', 'fonts-status'];
    return Object.fromEntries(keys.map((key) => [key, sessionStorage.getItem('bench-open-' + key)]));
  })()`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const at = (key: string) => {
    const value = stored[key];
    return value === null || value === undefined ? null : Number(value);
  };
  const pressed = at('pressed');
  const drawn = at('drawn');
  if (pressed === null || drawn === null) throw new Error('the press or the drawn editor was not seen');
  const since = (key: string) => {
    const value = at(key);
    return value === null ? null : value - pressed;
  };
  return {
    workspaceMs: since('workspace') ?? Number.NaN,
    layoutUrlMs: since('layout-url'),
    drawnMs: drawn - pressed,
    faces: JSON.parse(stored['faces'] ?? '[]') as OpenTiming['faces'],
    fontsStatus: stored['fonts-status'] ?? 'unknown',
  };
}
