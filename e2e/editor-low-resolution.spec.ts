import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, expectSaved, openEditor, propertiesPanel, readCanvas } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

async function uploadSquarePng(page: Page, side: number): Promise<string> {
  const buffer = await sharp({ create: { width: side, height: side, channels: 3, background: '#3a7bd5' } }).png().toBuffer();
  const count = Number(await editorCanvas(page).getAttribute('data-element-count'));
  await page.getByTestId('image-upload-input').setInputFiles({ name: `foto-${side}.png`, mimeType: 'image/png', buffer });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(count + 1));
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'image');
  return (await readCanvas(page)).selectedId ?? '';
}

async function setWidth(page: Page, id: string, width: number): Promise<void> {
  const field = propertiesPanel(page).getByLabel('Larghezza');
  await field.fill(String(width));
  await field.press('Enter');
  await expectSaved(page, id, 'width', width);
}

test('an image enlarged past its pixels at 300 dpi is flagged in the panel and on the canvas, a large one is not', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('lowres'));
  await giveAnnualPlan(page);
  await openEditor(page);
  const panel = propertiesPanel(page);
  const lowResCount = editorCanvas(page).locator('[data-low-resolution-count]');
  const warning = panel.getByRole('status').filter({ hasText: 'Risoluzione bassa' });

  const small = await uploadSquarePng(page, 100);
  await setWidth(page, small, 100);
  await expect(warning).toHaveCount(0);
  await expect(lowResCount).toHaveAttribute('data-low-resolution-count', '0');
  // 10 % larger is tolerated.
  await setWidth(page, small, 110);
  await expect(warning).toHaveCount(0);

  await setWidth(page, small, 300);
  await expect(warning).toContainText("Risoluzione bassa: a questa dimensione l'immagine stampa a 100 dpi.");
  await expect(warning).toContainText('Per stampare a 300 dpi rimpiccioliscila fino a 100 px di larghezza o carica una foto più grande.');
  await expect(lowResCount).toHaveAttribute('data-low-resolution-count', '1');
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/low-resolution.png' });
  // The mark is the editor's: the print file has the picture's own blue where the badge sits.
  const { x, y, scale } = await readCanvas(page);
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, await mkdtemp(path.join(tmpdir(), 'cornice-lowres-')));
  const { data } = await sharp(file.filePath)
    .extract({ left: Math.round(x + 12 / scale), top: Math.round(y + 10 / scale), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([...data]).toEqual([0x3a, 0x7b, 0xd5]);

  // A picture with pixels to spare: no warning at the default size nor at 1200 px.
  const large = await uploadSquarePng(page, 1600);
  await expect(warning).toHaveCount(0);
  await setWidth(page, large, 1200);
  await expect(warning).toHaveCount(0);
  await expect(lowResCount).toHaveAttribute('data-low-resolution-count', '1');

  // Undo brings the small one back to a sharp size: no mark left.
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expectSaved(page, small, 'width', 110);
  await expect(lowResCount).toHaveAttribute('data-low-resolution-count', '0');
});
