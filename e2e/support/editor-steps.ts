import { type Locator, type Page, expect } from '@playwright/test';

export const editorPath = '/editor/matrimonio/cartolina-verticale/eucalyptus-bloom.png';

/** The demo on its bare template with the default text (the demo opens its designed starter). */
export const emptyDemoPath = '/prova?layout=vuoto';

/** Where the editor lands once a template opened for an operator is a layout in the account. */
export const layoutEditorUrl = /\/editor\/layout\/(lay_[A-Za-z0-9_-]+)$/;

/** The account layout the editor is on (from its URL). */
export function currentLayoutId(page: Page): string {
  const match = layoutEditorUrl.exec(new URL(page.url()).pathname);
  if (match?.[1] === undefined) throw new Error(`not on an account layout: ${page.url()}`);
  return match[1];
}

/** The editor bar's save state. */
export function saveStatus(page: Page): Locator {
  return page.getByTestId('save-status');
}

/** Waits until the server has every edit ('Salvato'): before a reload or leaving the editor. */
export async function waitForServerSave(page: Page): Promise<void> {
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
}

/** What the canvas container exposes about the document: counts, scale and the selected element. */
export interface CanvasReading {
  scale: number;
  elementCount: number;
  selectedCount: number;
  selectedId: string | null;
  selectedType: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export function editorCanvas(page: Page): Locator {
  return page.getByTestId('editor-canvas');
}

/** The stage once its elements have drawn, in their loaded fonts (data-drawn: src/client/editor/canvas/mark-drawn.ts). */
export function drawnStage(page: Page): Locator {
  return editorCanvas(page).locator('[data-drawn="true"]');
}

export async function readCanvas(page: Page): Promise<CanvasReading> {
  return editorCanvas(page).evaluate((element) => {
    const data = (element as HTMLElement).dataset;
    const num = (value: string | undefined) => (value === undefined ? Number.NaN : Number(value));
    return {
      scale: num(data['scale']),
      elementCount: num(data['elementCount']),
      selectedCount: num(data['selectedCount']),
      selectedId: data['selectedId'] ?? null,
      selectedType: data['selectedType'] ?? null,
      x: num(data['selectedX']),
      y: num(data['selectedY']),
      width: num(data['selectedWidth']),
      height: num(data['selectedHeight']),
      rotation: num(data['selectedRotation']),
    };
  });
}

/**
 * Opens the editor and waits for the stage and its initial text. A template path (not /prova)
 * first becomes a layout in the account: the editor then sits on /editor/layout/:id.
 */
export async function openEditor(page: Page, path = editorPath): Promise<void> {
  // The demo's tests start from its bare template with the default text, not its designed starter.
  await page.goto(path === '/prova' ? emptyDemoPath : path);
  if (path.startsWith('/editor/')) await expect(page).toHaveURL(layoutEditorUrl, { timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
}

/** The screen point at the centre of the selected (unrotated) element. */
export async function selectedCentreOnScreen(page: Page): Promise<{ x: number; y: number }> {
  const reading = await readCanvas(page);
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('the stage is not laid out');
  return { x: stage.x + (reading.x + reading.width / 2) * reading.scale, y: stage.y + (reading.y + reading.height / 2) * reading.scale };
}

/** Drags with real mouse events, in steps so that Konva sees a drag. */
export async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

/** A saved element as the autosave stored it (only the fields the tests read). */
export interface SavedElement {
  id: string;
  type: string;
  [field: string]: unknown;
}

/**
 * The document as the editor autosaved it to IndexedDB (the general save): what a reload would
 * restore, so the tests check the real document rather than what the panel displays.
 */
export interface SavedDocument {
  template: { path: string; width: number; height: number };
  elements: SavedElement[];
}

export async function readSavedDocument(page: Page): Promise<SavedDocument | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cornice-editor');
        open.onerror = () => reject(new Error('cannot open the autosave database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('layouts')) {
            db.close();
            resolve(null);
            return;
          }
          const request = db.transaction('layouts').objectStore('layouts').get('current');
          request.onsuccess = () => {
            db.close();
            resolve(request.result ?? null);
          };
          request.onerror = () => reject(new Error('cannot read the autosave'));
        };
      }),
  );
}

/** The saved job, once the autosave has written one (opening the editor alone writes none). */
export async function waitForSavedDocument(page: Page): Promise<SavedDocument> {
  let found: SavedDocument | null = null;
  await expect
    .poll(async () => {
      found = await readSavedDocument(page);
      return found !== null;
    })
    .toBe(true);
  if (found === null) throw new Error('nothing saved');
  return found;
}

/** The saved element with this id (polls until the autosave has it, since saving is asynchronous). */
export async function savedElement(page: Page, id: string): Promise<SavedElement> {
  let found: SavedElement | undefined;
  await expect
    .poll(async () => {
      found = (await readSavedDocument(page))?.elements.find((element) => element.id === id);
      return found !== undefined;
    })
    .toBe(true);
  if (found === undefined) throw new Error(`element ${id} not saved`);
  return found;
}

/** Polls one field of a saved element until it has the expected value. */
export async function expectSaved(page: Page, id: string, field: string, expected: unknown): Promise<void> {
  await expect.poll(async () => (await readSavedDocument(page))?.elements.find((element) => element.id === id)?.[field]).toEqual(expected);
}

/**
 * Replaces the saved job with `document` (general save and its template's save; on an account
 * layout, its local copy as edits the server never received), as an earlier session would have
 * left it; reloading then offers 'Lavoro Rilevato'.
 */
export async function writeSavedDocument(page: Page, document: unknown, templatePath: string): Promise<void> {
  const match = layoutEditorUrl.exec(new URL(page.url()).pathname);
  await page.evaluate(
    ({ value, key, layoutKey }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('cornice-editor');
        open.onerror = () => reject(new Error('cannot open the autosave database'));
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('layouts', 'readwrite');
          const store = transaction.objectStore('layouts');
          store.put(value, 'current');
          store.put(value, key);
          if (layoutKey !== null) {
            const existing = store.get(layoutKey);
            existing.onsuccess = () => {
              const baseRevision = (existing.result as { baseRevision?: number } | undefined)?.baseRevision ?? 1;
              store.put({ document: value, baseRevision, savedAt: Date.now(), isPending: true }, layoutKey);
            };
          }
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(new Error('cannot write the autosave'));
        };
      }),
    { value: document, key: `template:${templatePath}`, layoutKey: match?.[1] === undefined ? null : `layout:${match[1]}` },
  );
}

/** The properties panel beside the canvas. */
export function propertiesPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Proprietà' });
}
