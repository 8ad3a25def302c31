import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { readPrintPdf, readZip } from './support/booth-checks.js';
import { currentLayoutId, editorCanvas, openEditor, readCanvas, waitForServerSave } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { meanDifference, readDownload, saveDownload, shareOfChangedPixels, type DownloadedImage } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
const clearBands: [number, number][] = [
  [0, 600],
  [1250, 1800],
];
const stripTemplateFile = path.resolve('template-originals/matrimonio/photostrip_verticale/eucalyptus-bloom.png');
const stripPath = '/editor/matrimonio/photostrip-verticale/eucalyptus-bloom.png';
const freeNotice = 'Stai scaricando una bozza con watermark. Passa a Premium per il download finale!';

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-server-downloads-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** Where each opaque pixel of an RGBA picture starts. */
function opaqueIndexes(rgba: Buffer): number[] {
  const indexes: number[] = [];
  for (let at = 0; at < rgba.length; at += 4) if (rgba[at + 3] === 255) indexes.push(at);
  return indexes;
}

async function downloadPng(page: Page): Promise<DownloadedImage> {
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  return readDownload(await started, downloads);
}

/** The hostile free operator: the browser's own /api/me answer rewritten to the annual plan. Answers how many were forged so far. */
async function forgeAnnualPlan(page: Page): Promise<() => number> {
  let forged = 0;
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as { plan: unknown };
    forged += 1;
    await route.fulfill({ response, json: { ...me, plan: { type: 'Annuale', endDate: null } } });
  });
  await page.reload();
  return () => forged;
}

function printDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Esporta per la stampa' });
}

/** Picks a print export and starts it; answers the download it gives. */
async function exportFromDialog(page: Page, option: string) {
  const dialog = printDialog(page);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  await dialog.getByLabel(option).check();
  const started = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  return saveDownload(await started, downloads);
}

/** A picture's middle with `margin` px taken off each side, written as a PNG beside it. */
async function cropped(input: Uint8Array | string, margin: number, size: { width: number; height: number }): Promise<string> {
  const filePath = path.join(downloads, `cropped-${Date.now()}-${Math.random().toString(36).slice(2)}.png`);
  await sharp(input).extract({ left: margin, top: margin, width: size.width, height: size.height }).png().toFile(filePath);
  return filePath;
}

test('a free operator who forges an annual plan in the browser still gets the watermarked file from the server', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dl-forged'));
  const forgedCount = await forgeAnnualPlan(page);
  await openEditor(page);
  // The forgery took: the editor believes the plan and shows no 'Demo' labels.
  expect(forgedCount()).toBeGreaterThan(0);
  await expect(editorCanvas(page).getByTestId('demo-overlay')).toHaveCount(0);
  const downloadRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/downloads')) downloadRequests.push(request.url());
  });

  const png = await downloadPng(page);
  expect(png.fileName).toBe('bozza-layout-matrimonio-cartolina-verticale.png');
  expect([png.width, png.height, png.density]).toEqual([1200, 1800, 300]);
  await expect(page.getByRole('alertdialog')).toContainText(freeNotice);
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/server-download-forged-plan.png' });
  // The server drew it, and drew the tiled demo text over the template itself.
  expect(downloadRequests).toHaveLength(1);
  expect(await shareOfChangedPixels(png.filePath, templateFile, clearBands)).toBeGreaterThan(0.03);
});

test("the booth pack's overlay, built by the server, is the layout's PNG of the same revision with its frame cut out", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughTopBar(page, uniqueEmail('dl-match'));
  await giveAnnualPlan(page);
  await openEditor(page);
  // Text, line, QR code and a photo frame: the booth pack needs one, and makes it a hole.
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.getByRole('button', { name: 'Codice QR' }).click();
  const form = page.getByRole('region', { name: 'Nuovo codice QR' });
  await form.getByLabel('Link').fill('https://galleria.example.it/anna-e-luca');
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');
  await waitForServerSave(page);

  // The booth pack's overlay: the layout at template size, drawn by the server with the frame as a hole.
  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta per la stampa' });
  await dialog.getByLabel('Esporta per photobooth (.zip)').check();
  const zipStarted = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const zip = await readZip((await saveDownload(await zipStarted, downloads)).filePath);
  // The print dialog stays open after an export.
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  const overlayName = Object.keys(zip).find((name) => name.startsWith('photobooth-app/userdata/') && name.endsWith('/overlay.png'));
  if (overlayName === undefined) throw new Error('the pack has no overlay');
  const overlay = zip[overlayName];
  if (overlay === undefined) throw new Error('the pack has no overlay');

  const server = await downloadPng(page);
  expect(server.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale.png');
  expect([server.width, server.height, server.density]).toEqual([1200, 1800, 300]);
  const raw = (input: Uint8Array | string) => sharp(input).ensureAlpha().raw().toBuffer();
  const [overlayPixels, serverPixels] = await Promise.all([raw(overlay), raw(server.filePath)]);
  // Compared where the overlay is opaque: everywhere but the frame's hole.
  const [outsideOverlay, outsideServer] = [overlayPixels, serverPixels].map((pixels) => Buffer.concat(opaqueIndexes(overlayPixels).map((at) => pixels.subarray(at, at + 4))));
  expect(outsideOverlay?.length ?? 0).toBeGreaterThan(overlayPixels.length / 2);
  expect(outsideOverlay?.length ?? 0).toBeLessThan(overlayPixels.length);
  // The same renderer draws both: only the frame's anti-aliased edge may differ.
  expect(meanDifference(outsideOverlay ?? Buffer.alloc(0), outsideServer ?? Buffer.alloc(0))).toBeLessThan(0.5);
});

test("'Scarica' gives a PNG whose photo windows are transparent, says which windows it gives, and a JPG's are white", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughTopBar(page, uniqueEmail('dl-windows'));
  await giveAnnualPlan(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  const frame = await readCanvas(page);
  expect(frame.selectedType).toBe('placeholder');
  await page.keyboard.press('Escape');
  await waitForServerSave(page);

  const windows = page.getByRole('toolbar').getByLabel('Finestre foto');
  await expect(windows).toHaveValue('transparent');
  await expect(windows.locator('option:checked')).toHaveText('trasparenti');
  const png = await downloadPng(page);
  expect(png.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale.png');
  const { data, info } = await sharp(png.filePath).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * 4 + 3];
  // Inside the frame (clear of its border): cut out. Outside it: the template, opaque.
  expect(alphaAt(frame.x + frame.width / 2, frame.y + frame.height / 2)).toBe(0);
  expect(alphaAt(frame.x + frame.width * 0.25, frame.y + frame.height * 0.75)).toBe(0);
  expect(alphaAt(frame.x + frame.width + 40, frame.y + frame.height + 40)).toBe(255);
  expect(alphaAt(600, 1700)).toBe(255);

  // A JPG has no transparency: the choice shows white windows and says why.
  await page.getByLabel('Formato').selectOption('jpg');
  await expect(windows).toHaveValue('white');
  await expect(windows.locator('option[value="transparent"]')).toBeDisabled();
  await expect(windows).toHaveAccessibleDescription('Il JPG non ha trasparenza: le finestre foto sono bianche.');
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/server-download-photo-windows.png', clip: { x: 0, y: 0, width: 1440, height: 220 } });
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const jpg = await readDownload(await started, downloads);
  const rgb = await sharp(jpg.filePath).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(frame.y + frame.height / 2) * rgb.info.width + Math.round(frame.x + frame.width / 2)) * 3;
  expect(Math.min(rgb.data[at] ?? 0, rgb.data[at + 1] ?? 0, rgb.data[at + 2] ?? 0)).toBeGreaterThan(245);

  // The print dialog's PDF: the same choice, and why it cannot be transparent, in words.
  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  const dialog = printDialog(page);
  await dialog.getByLabel('PDF per tipografia').check();
  const dialogWindows = dialog.getByLabel('Finestre foto');
  await expect(dialogWindows).toHaveValue('white');
  await expect(dialog.getByText('Il PDF non ha trasparenza: le finestre foto sono bianche.')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/print-options-photo-windows.png' });
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
});

test('with a forged annual plan, the PDF and the two-strip sheet come watermarked, and the booth zip and publishing are refused', async ({ page, server }) => {
  test.setTimeout(150_000);
  await signUpThroughTopBar(page, uniqueEmail('dl-forged-print'));
  await forgeAnnualPlan(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.keyboard.press('Escape');
  await waitForServerSave(page);
  const serverCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/layouts/')) serverCalls.push(`${request.method()} ${new URL(request.url()).pathname.replace(/lay_[A-Za-z0-9_-]+/, ':id')}`);
  });

  // The print lab's PDF: drawn by the server with the demo text over the template.
  const pdfFile = await exportFromDialog(page, 'PDF per tipografia');
  expect(pdfFile.fileName).toBe('bozza-layout-matrimonio-cartolina-verticale-stampa.pdf');
  await expect(page.getByRole('alertdialog')).toContainText(freeNotice);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const pdf = await readPrintPdf(pdfFile.filePath);
  expect([pdf.image.widthPx, pdf.image.heightPx]).toEqual([1272, 1872]);
  expect(await shareOfChangedPixels(await cropped(pdf.jpeg, 36, { width: 1200, height: 1800 }), templateFile, clearBands, 40)).toBeGreaterThan(0.03);

  // The booth zip: the server says no, so nothing is saved, and the reason is shown.
  let zipSaved = false;
  page.once('download', () => {
    zipSaved = true;
  });
  const dialog = printDialog(page);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  await dialog.getByLabel('Esporta per photobooth (.zip)').check();
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Impossibile scaricare: Non hai un pass per questo template.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Chiudi' }).click();
  expect(zipSaved).toBe(false);

  // 'Pubblica per la cabina': the server refuses the pack, and the layout has no pull URL.
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  const publish = page.getByRole('dialog', { name: 'Pubblica per la cabina' });
  await publish.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(publish.getByRole('status')).toHaveText('Pubblicazione non riuscita: Pubblicare per la cabina richiede il piano annuale o un pass attivo per questo template.');
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/server-download-forged-publish.png' });
  const link = await page.request.get(`${server.baseUrl}/api/layouts/${currentLayoutId(page)}/booth-pack`);
  expect(((await link.json()) as { link: unknown }).link).toBeNull();
  expect(serverCalls).toEqual(expect.arrayContaining(['POST /api/layouts/:id/downloads', 'POST /api/layouts/:id/downloads/booth', 'PUT /api/layouts/:id/booth-pack']));
  await publish.getByRole('button', { name: 'Chiudi' }).click();

  // The two-strip sheet of a strip layout: both copies carry the demo text.
  await openEditor(page, stripPath);
  await waitForServerSave(page);
  const sheetFile = await exportFromDialog(page, 'Foglio 4x6 con due strisce');
  expect(sheetFile.fileName).toBe('bozza-layout-matrimonio-photostrip-verticale-foglio-2-strisce.png');
  const sheet = await sharp(sheetFile.filePath).metadata();
  expect([sheet.width, sheet.height, sheet.density]).toEqual([1200, 1800, 300]);
  const stripBands: [number, number][] = [
    [0, 250],
    [1550, 1800],
  ];
  for (const left of [0, 600]) {
    const copy = path.join(downloads, `copy-${left}.png`);
    await sharp(sheetFile.filePath).extract({ left, top: 0, width: 600, height: 1800 }).png().toFile(copy);
    expect(await shareOfChangedPixels(copy, stripTemplateFile, stripBands)).toBeGreaterThan(0.03);
  }
});
