import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, expectSaved, openEditor, propertiesPanel, readCanvas, selectedCentreOnScreen, waitForServerSave } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

const fill = '#1e7b4f';
const fillRgb = [0x1e, 0x7b, 0x4f];

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-ellipse-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** The largest difference on any channel between a pixel and a colour. */
function distance(rgb: readonly number[], expected: readonly number[]): number {
  return Math.max(...expected.map((value, channel) => Math.abs(value - (rgb[channel] ?? -999))));
}

test("'Ellisse' adds an ellipse whose fill colour shows on the canvas and in the downloaded print PNG, at its centre", async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('ellipse'));
  await giveAnnualPlan(page);
  await openEditor(page);

  await page.getByRole('button', { name: 'Ellisse', exact: true }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'ellipse');
  const panel = propertiesPanel(page);
  await expect(panel.getByRole('heading', { name: 'Ellisse' })).toBeVisible();
  const id = (await readCanvas(page)).selectedId ?? '';

  await panel.getByLabel('Colore di riempimento').fill(fill);
  await expectSaved(page, id, 'fillColor', fill);
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/ellipse-selected.png' });
  // The rest of its controls: rotation, opacity, shadow, layering and remove.
  await panel.getByRole('button', { name: 'Elimina' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screenshots/ellipse-properties-end.png' });

  // Drawn by the editor: the screen pixel at the ellipse's centre is its fill.
  const centre = await selectedCentreOnScreen(page);
  const shot = await page.screenshot({ clip: { x: Math.round(centre.x), y: Math.round(centre.y), width: 1, height: 1 } });
  const onScreen = [...(await sharp(shot).removeAlpha().raw().toBuffer())];
  expect(distance(onScreen, fillRgb)).toBeLessThanOrEqual(3);

  // Drawn by the server: the print PNG has the fill at the ellipse's centre, in template pixels.
  const { x, y, width, height } = await readCanvas(page);
  await waitForServerSave(page);
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, downloads);
  expect([file.width, file.height, file.density]).toEqual([1200, 1800, 300]);
  const { data, info } = await sharp(file.filePath).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y + height / 2) * info.width + Math.round(x + width / 2)) * 3;
  expect(distance([...data.subarray(at, at + 3)], fillRgb)).toBeLessThanOrEqual(1);
});
