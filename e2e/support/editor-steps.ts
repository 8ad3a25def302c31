import { type Locator, type Page, expect } from '@playwright/test';

export const editorPath = '/editor/matrimonio/cartolina-verticale/eucalyptus-bloom.png';

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

/** Opens the editor and waits for the stage and its initial text. */
export async function openEditor(page: Page, path = editorPath): Promise<void> {
  await page.goto(path);
  await expect(editorCanvas(page).locator('canvas').first()).toBeVisible();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
}

/** The screen point at the centre of the selected (unrotated) element. */
export async function selectedCentreOnScreen(page: Page): Promise<{ x: number; y: number }> {
  const reading = await readCanvas(page);
  const stage = await editorCanvas(page).locator('.konvajs-content').boundingBox();
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
