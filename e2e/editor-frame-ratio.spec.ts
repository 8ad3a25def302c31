import { mkdir } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { editorCanvas, openEditor, propertiesPanel, readCanvas } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, '/prova');
});

async function readFrame(page: Page) {
  const { x, y, width, height } = await readCanvas(page);
  return { ratio: width / height, area: width * height, centreX: x + width / 2, centreY: y + height / 2 };
}

test('a photo frame takes a camera ratio in one click, keeping its centre and area, as one undo step', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'placeholder');
  const ratios = propertiesPanel(page).getByRole('group', { name: 'Proporzioni della foto' });
  // The new frame is 150 × 100 screen px: 3:2 shows as the active one.
  await expect(ratios.getByRole('button', { name: '3:2 orizzontale' })).toHaveAttribute('aria-pressed', 'true');
  const start = await readFrame(page);

  await ratios.getByRole('button', { name: '4:3 orizzontale' }).click();
  await expect.poll(async () => (await readFrame(page)).ratio).toBeCloseTo(4 / 3, 2);
  await expect(ratios.getByRole('button', { name: '4:3 orizzontale' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ratios.getByRole('button', { name: '3:2 orizzontale' })).toHaveAttribute('aria-pressed', 'false');

  await ratios.getByRole('button', { name: '2:3 verticale' }).click();
  await expect.poll(async () => (await readFrame(page)).ratio).toBeCloseTo(2 / 3, 2);
  const upright = await readFrame(page);
  expect(upright.area / start.area).toBeCloseTo(1, 2);
  expect(upright.centreX).toBeCloseTo(start.centreX, 0);
  expect(upright.centreY).toBeCloseTo(start.centreY, 0);
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/frame-ratio.png' });

  await ratios.getByRole('button', { name: '3:2 orizzontale' }).click();
  await expect.poll(async () => (await readFrame(page)).ratio).toBeCloseTo(1.5, 2);
  await expect(ratios.getByRole('button', { name: '3:2 orizzontale' })).toHaveAttribute('aria-pressed', 'true');

  // Undo goes back exactly one ratio.
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect.poll(async () => (await readFrame(page)).ratio).toBeCloseTo(2 / 3, 2);
  await expect(ratios.getByRole('button', { name: '2:3 verticale' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
  await expect.poll(async () => (await readFrame(page)).ratio).toBeCloseTo(1.5, 2);
});
