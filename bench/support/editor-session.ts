import { expect, type Page } from '@playwright/test';
import { signUpFromLoginPage, uniqueEmail } from '../../e2e/support/auth-steps.js';
import { editorCanvas, editorPath, readCanvas } from '../../e2e/support/editor-steps.js';
import { LayoutSummary } from '../../src/shared/api/layouts.js';
import { LayoutTemplate, type LayoutDocument } from '../../src/shared/layout/layout-document.js';
import { draggedElement } from './drag-document.js';

/** tsx (esbuild, keepNames) wraps named functions in __name(), which pages lack: give them a no-op. */
export const nameShimScript = 'globalThis.__name = (fn) => fn;';

/** One animation frame as the page saw it. */
export interface FrameSample {
  /** ms since the previous frame's requestAnimationFrame timestamp. */
  interval: number;
  /** Pointer moves dispatched since the previous frame. */
  moves: number;
}

interface ProbeWindow {
  benchProbe?: { start: () => void; stop: () => FrameSample[] };
}

/** The screen geometry of the dragged element and of the loop it is dragged along. */
export interface DragGeometry {
  start: { x: number; y: number };
  radiusX: number;
  radiusY: number;
  scale: number;
}

/** Visits the editor logged out, signs up on the provider's page and waits for the fresh layout. */
export async function signUpAndOpenEditor(page: Page): Promise<void> {
  await page.goto(editorPath);
  await signUpFromLoginPage(page, uniqueEmail('bench'));
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/auth'), { timeout: 30_000 });
  if (new URL(page.url()).pathname !== editorPath) await page.goto(editorPath);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1', { timeout: 30_000 });
}

async function readGeneralSave(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('cornice-editor');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('layouts')) return null;
      const value = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('layouts', 'readonly').objectStore('layouts').get('current');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return value ?? null;
    } finally {
      db.close();
    }
  });
}

/**
 * The template as the editor records it. Merely opening the editor saves nothing, so a text is
 * added first; the autosave (debounced) then writes the document to IndexedDB.
 */
export async function readTemplateFromAutosave(page: Page): Promise<LayoutTemplate> {
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect.poll(() => readGeneralSave(page), { message: 'the editor autosaves to IndexedDB', timeout: 10_000 }).not.toBeNull();
  const record = (await readGeneralSave(page)) as { template?: unknown };
  return LayoutTemplate.parse(record.template);
}

/**
 * Stores the document as one of the operator's account layouts (POST /api/layouts, as 'Salva come
 * layout' does), opens it in the editor and waits until everything is drawn.
 */
export async function openWithDocument(page: Page, document: LayoutDocument): Promise<void> {
  const response = await page.request.post('/api/layouts', {
    data: { name: `Bench ${document.elements.length} elementi`, source: { kind: 'template', document } },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  if (response.status() !== 201) throw new Error(`POST /api/layouts answered ${response.status()}: ${await response.text()}`);
  const { id } = LayoutSummary.pick({ id: true }).parse(await response.json());
  await page.goto(`/editor/layout/${id}`);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(document.elements.length), { timeout: 30_000 });
  // Font faces and clip-art pictures arrive after the first draw.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await installFrameProbe(page);
}

/** Records requestAnimationFrame intervals, and the pointer moves each frame handled, between start and stop. */
async function installFrameProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ProbeWindow;
    if (w.benchProbe !== undefined) return;
    let moves = 0;
    window.addEventListener('pointermove', () => (moves += 1), { capture: true, passive: true });
    let running = false;
    let samples: FrameSample[] = [];
    let last = -1;
    let movesAtLast = 0;
    const tick = (timestamp: number) => {
      if (!running) return;
      if (last >= 0) samples.push({ interval: timestamp - last, moves: moves - movesAtLast });
      last = timestamp;
      movesAtLast = moves;
      requestAnimationFrame(tick);
    };
    w.benchProbe = {
      start: () => {
        samples = [];
        last = -1;
        running = true;
        requestAnimationFrame(tick);
      },
      stop: () => {
        running = false;
        return samples;
      },
    };
  });
}

export async function startFrameProbe(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as ProbeWindow).benchProbe?.start());
}

export async function stopFrameProbe(page: Page): Promise<FrameSample[]> {
  const samples = await page.evaluate(() => (window as unknown as ProbeWindow).benchProbe?.stop());
  if (samples === undefined) throw new Error('the frame probe is not installed');
  return samples;
}

/** Where the dragged element is on screen (template coordinates × data-scale + the stage's box). */
export async function readDragGeometry(page: Page): Promise<DragGeometry> {
  const { scale } = await readCanvas(page);
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('the stage is not laid out');
  return {
    start: { x: stage.x + (draggedElement.x + draggedElement.width / 2) * scale, y: stage.y + (draggedElement.y + draggedElement.height / 2) * scale },
    // Zoomed in, the page is larger than the view: the loop stays within about a screen.
    radiusX: Math.min(stage.width * 0.3, 250),
    radiusY: Math.min(stage.height * 0.3, 200),
    scale,
  };
}

export async function selectDragged(page: Page, geometry: DragGeometry): Promise<void> {
  await page.mouse.click(geometry.start.x, geometry.start.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-id', draggedElement.id);
}
