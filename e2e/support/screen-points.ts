import type { Page } from '@playwright/test';
import { editorCanvas, readCanvas } from './editor-steps.js';

/** Screen point of a template point, through the page's box on screen (zoom and pan included). */
export async function toScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (box === null) throw new Error('the page is not laid out');
  const { scale } = await readCanvas(page);
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** A mouse drag in a few steps, as a hand moves. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}
