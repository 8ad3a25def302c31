import { type Page } from '@playwright/test';
import { editorCanvas, readCanvas } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

// Zoom, pan and the handles at any size (issue 19), and items 3 and 8 of issue 21, on /prova.
test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

const template = { width: 1200, height: 1800 };

/** The demo editor, once its stage and initial text are drawn (generous: the machine running e2e may be busy). */
async function openEditor(page: Page, path = '/prova'): Promise<void> {
  await page.goto(path);
  await expect(editorCanvas(page).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
}

/** Screen point of a template point, through the page's box on screen (zoom and pan included). */
async function toScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (box === null) throw new Error('the page is not laid out');
  const { scale } = await readCanvas(page);
  return { x: box.x + x * scale, y: box.y + y * scale };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

async function selectInitialText(page: Page): Promise<string> {
  const centre = await toScreen(page, template.width / 2, template.height / 2);
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const { selectedId } = await readCanvas(page);
  if (selectedId === null) throw new Error('no selection');
  return selectedId;
}

test('issue 21 item 8: the default text opens with the same whole numbers in any window, and slider labels are rounded', async ({ page }) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 760 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => indexedDB.deleteDatabase('cornice-editor')).catch(() => undefined);
    await openEditor(page, '/prova');
    await selectInitialText(page);
    const panel = page.getByRole('complementary', { name: 'Proprietà' });
    await expect(panel.getByLabel('Dimensione')).toHaveValue('60');
    await panel.getByLabel('Mostra ombra').check();
    await expect(panel.locator('output').filter({ hasText: /px$/ }).first()).toHaveText('6 px');
  }
});

test('issue 21 item 3: the text handle keeps working after enlarging the text, and a centred text stays centred', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, '/prova');
  await selectInitialText(page);
  const size = page.getByRole('complementary', { name: 'Proprietà' }).getByLabel('Dimensione');
  const sizes: number[] = [Number(await size.inputValue())];
  for (let round = 0; round < 3; round += 1) {
    const before = await readCanvas(page);
    // Just inside the corner: the handle is a 10 px square centred on it.
    const corner = await toScreen(page, before.x + before.width, before.y + before.height);
    await drag(page, { x: corner.x - 2, y: corner.y - 2 }, { x: corner.x + 60, y: corner.y + 60 });
    await expect.poll(async () => Number(await size.inputValue())).toBeGreaterThan(sizes[round] ?? 0);
    sizes.push(Number(await size.inputValue()));
    const after = await readCanvas(page);
    // Centred, and the box within the page, so its handle stays on screen.
    expect(after.x + after.width / 2).toBeCloseTo(template.width / 2, 0);
    expect(after.x).toBeGreaterThanOrEqual(-0.5);
    expect(after.x + after.width).toBeLessThanOrEqual(template.width + 0.5);
  }
});
