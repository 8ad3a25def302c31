import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { makeBrandFontFile } from './support/brand-font-file.js';
import { editorCanvas, openEditor, propertiesPanel, waitForServerSave } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload, shareOfChangedPixels, type DownloadedImage } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

const brandFamily = 'Cornice Firma';
const notAFont = 'Il file non è un font valido (TTF, OTF, WOFF o WOFF2).';
/** The middle of the 1200×1800 postcard, where the default text sits. */
const textBand: [number, number][] = [[600, 1250]];

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-brand-fonts-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

async function downloadPng(page: Page): Promise<DownloadedImage> {
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  return readDownload(await started, await mkdtemp(path.join(downloads, 'png-')));
}

async function selectTheText(page: Page): Promise<void> {
  await page.getByTestId('layers-list').getByRole('button', { name: /^Seleziona/ }).first().click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
}

async function openMyFonts(page: Page) {
  await propertiesPanel(page).getByRole('button', { name: 'I miei font…' }).click();
  const dialog = page.getByRole('dialog', { name: 'I miei font' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an annual operator uploads a font, uses it for the text, and the PNG draws it, also after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughTopBar(page, uniqueEmail('brand-font'));
  await giveAnnualPlan(page);
  await openEditor(page);
  const inRoboto = await downloadPng(page);

  await selectTheText(page);
  const dialog = await openMyFonts(page);
  await expect(dialog).toContainText('Non hai ancora caricato font.');
  await dialog.getByTestId('brand-font-file').setInputFiles({ name: 'cornice-firma.otf', mimeType: 'font/otf', buffer: makeBrandFontFile(brandFamily) });
  await expect(dialog.getByRole('status')).toHaveText(`Font «${brandFamily}» caricato: lo trovi in «I miei font» nella lista dei font.`, { timeout: 30_000 });
  await expect(dialog.getByRole('listitem')).toHaveText([/Cornice Firma\s*Normale · OTF/]);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  const font = propertiesPanel(page).getByLabel('Font');
  await expect(font.locator('optgroup').first()).toHaveAttribute('label', 'I miei font');
  await expect(font.locator('optgroup').first().locator('option')).toHaveText([brandFamily]);
  await font.selectOption(brandFamily);
  await expect(font).toHaveValue(brandFamily);
  expect(await page.evaluate((family) => document.fonts.check(`20px "${family}"`), brandFamily)).toBe(true);

  const inBrandFont = await downloadPng(page);
  expect([inBrandFont.width, inBrandFont.height]).toEqual([1200, 1800]);
  // A script face against Roboto: a large part of the text band changes.
  expect(await shareOfChangedPixels(inBrandFont.filePath, inRoboto.filePath, textBand)).toBeGreaterThan(0.005);

  // Reopened, the layout waits for the operator's font before it draws: the same pixels again.
  await waitForServerSave(page);
  await page.reload();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  const reopened = await downloadPng(page);
  expect(await shareOfChangedPixels(reopened.filePath, inBrandFont.filePath, textBand)).toBeLessThan(0.001);

  // Deleted, the font leaves the list; the layout that used it is drawn in Roboto, with a note.
  await selectTheText(page);
  const manage = await openMyFonts(page);
  await manage.getByRole('button', { name: `Elimina ${brandFamily} (Normale)` }).click();
  await expect(manage.getByRole('status')).toHaveText(`Font «${brandFamily}» eliminato.`);
  await expect(manage).toContainText('Non hai ancora caricato font.');
  await manage.getByRole('button', { name: 'Chiudi' }).click();
  await page.reload();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Il font «${brandFamily}» non è più disponibile: il testo che lo usa è mostrato ed esportato in Roboto.`)).toBeVisible();
  const fallback = await downloadPng(page);
  expect(await shareOfChangedPixels(fallback.filePath, inRoboto.filePath, textBand)).toBeLessThan(0.001);
  await selectTheText(page);
  await expect(propertiesPanel(page).getByText(`Il font «${brandFamily}» non è più disponibile: il testo usa Roboto.`)).toBeVisible();
});

test('a renamed text file is refused with the Italian message', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('brand-font-text'));
  await giveAnnualPlan(page);
  await openEditor(page);
  await selectTheText(page);
  const dialog = await openMyFonts(page);
  await dialog.getByTestId('brand-font-file').setInputFiles({ name: 'logo-marchio.ttf', mimeType: 'font/ttf', buffer: Buffer.from('Questo è un file di testo, non un font.\n'.repeat(40)) });
  await expect(dialog.getByRole('alert')).toHaveText(notAFont, { timeout: 30_000 });
  await expect(dialog).toContainText('Non hai ancora caricato font.');
});

test('a free operator is told brand fonts are for the annual plan, and the server refuses the upload', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('brand-font-free'));
  await openEditor(page);
  await selectTheText(page);
  const dialog = await openMyFonts(page);
  await expect(dialog).toContainText('I font personalizzati sono inclusi nel piano Annuale.');
  await expect(dialog.getByRole('link', { name: 'Scopri il piano Annuale' })).toHaveAttribute('href', '/abbonamenti');
  await expect(dialog.getByRole('button', { name: 'Carica un font' })).toBeDisabled();

  const refused = await page.request.post('/api/brand-fonts', { data: { file: makeBrandFontFile(brandFamily).toString('base64') } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: 'PLAN_REQUIRED', message: 'I font personalizzati sono riservati al piano Annuale.', messageKey: 'brandFontsPlan' } });
  await expect(propertiesPanel(page).getByLabel('Font').locator('optgroup[label="I miei font"]')).toHaveCount(0);
});
