import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorPath, openEditor } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload, shareOfChangedPixels, type DownloadedImage } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan, givePass, readCatalogTemplates, templateCard } from './support/selection-steps.js';

const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
/** Bands of the 1200×1800 template clear of the initial text (which sits around the middle). */
const clearBands: [number, number][] = [
  [0, 600],
  [1250, 1800],
];
const freeNotice = 'Stai scaricando una bozza con watermark. Passa a Premium per il download finale!';

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-downloads-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

async function download(page: Page, format: 'png' | 'jpg', confirm?: (page: Page) => Promise<void>): Promise<DownloadedImage> {
  await page.getByLabel('Formato').selectOption(format);
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  if (confirm !== undefined) await confirm(page);
  return readDownload(await started, downloads);
}

function expectPrintReady(file: DownloadedImage, format: 'png' | 'jpeg'): void {
  expect(file.format).toBe(format);
  expect([file.width, file.height]).toEqual([1200, 1800]);
  expect(file.density).toBe(300);
}

test('a free user downloads watermarked PNG and JPG drafts at print size and 300 dpi', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dl-free'));
  await openEditor(page);

  const png = await download(page, 'png');
  expect(png.fileName).toBe('bozza-layout-matrimonio-cartolina-verticale.png');
  expectPrintReady(png, 'png');
  // The notice leads on to the plans, which have the focus; OK just closes it.
  const notice = page.getByRole('alertdialog', { name: freeNotice });
  await expect(notice.getByRole('link', { name: 'Vedi gli abbonamenti' })).toBeFocused();
  await expect(notice.getByRole('link', { name: 'Vedi gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
  await notice.getByRole('button', { name: 'OK' }).click();
  // The tiled demo text covers the template everywhere, not just around the elements.
  expect(await shareOfChangedPixels(png.filePath, templateFile, clearBands)).toBeGreaterThan(0.03);

  const jpg = await download(page, 'jpg');
  expect(jpg.fileName).toBe('bozza-layout-matrimonio-cartolina-verticale.jpg');
  expectPrintReady(jpg, 'jpeg');
  expect(await shareOfChangedPixels(jpg.filePath, templateFile, clearBands)).toBeGreaterThan(0.03);
});

test('an annual user downloads clean files drawn by the server, with no pass check', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dl-annual'));
  await giveAnnualPlan(page);
  await openEditor(page);
  const serverChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('download')) serverChecks.push(request.url());
  });

  const png = await download(page, 'png');
  expect(png.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale.png');
  expectPrintReady(png, 'png');
  // Away from the text the file is the template itself: no watermark, no guides, no margin line.
  expect(await shareOfChangedPixels(png.filePath, templateFile, clearBands, 8)).toBeLessThan(0.0005);
  const jpg = await download(page, 'jpg');
  expectPrintReady(jpg, 'jpeg');
  expect(await shareOfChangedPixels(jpg.filePath, templateFile, clearBands)).toBeLessThan(0.002);
  // The middle band holds the text: the export drew it.
  expect(await shareOfChangedPixels(png.filePath, templateFile, [[820, 1000]])).toBeGreaterThan(0.005);
  // Each file is one request for the server's drawing; no pass is checked or spent.
  expect(serverChecks).toHaveLength(2);
  for (const url of serverChecks) expect(new URL(url).pathname).toMatch(/^\/api\/layouts\/[^/]+\/downloads$/);
  await expect(page.getByRole('status').filter({ hasText: 'Download completato.' })).toBeVisible();
});

test('a pass holder: each download asks first and counts 3, 2, 1, then none are left', async ({ page, request }) => {
  await signUpThroughTopBar(page, uniqueEmail('dl-pass'));
  const templates = await readCatalogTemplates(request, 'matrimonio', 'cartolina_verticale');
  const template = templates.find((entry) => entry.original.endsWith('/eucalyptus-bloom.png'));
  if (template === undefined) throw new Error('the test template is not in the catalogue');
  await givePass(page, template, 3, new Date(Date.now() + 7 * 86_400_000));
  await openEditor(page, editorPath);

  const downloadsLeft = page.getByTestId('downloads-left');
  for (const [left, after, shown, asked] of [
    [3, 2, '3 download rimasti', 'Ti restano 3 download per questo template: dopo questo ne avrai 2.'],
    [2, 1, '2 download rimasti', 'Ti restano 2 download per questo template: dopo questo ne avrai 1.'],
    [1, 0, '1 download rimasto', 'Ti resta 1 download per questo template: dopo questo non ne avrai più.'],
  ] as const) {
    // The editor shows what is left before it runs out.
    await expect(downloadsLeft, `${left} left, ${after} after`).toHaveText(shown);
    const file = await download(page, 'png', async (current) => {
      const dialog = current.getByRole('dialog', { name: 'Scaricare il layout?' });
      await expect(dialog).toContainText(asked);
      await dialog.getByRole('button', { name: 'Scarica' }).click();
    });
    expect(file.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale.png');
    expectPrintReady(file, 'png');
    expect(await shareOfChangedPixels(file.filePath, templateFile, clearBands, 8)).toBeLessThan(0.0005);
  }

  // None left: refused with the server's reason and no file, but with the ways on: the pass
  // again (the checkout's confirm) or the plans.
  await expect(downloadsLeft).toHaveText('Download esauriti');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Impossibile scaricare: Hai esaurito i download per questo template.' });
  await expect(refusal).toContainText('ricompra il pass (€25: 3 download per 7 giorni) oppure passa al piano Annuale');
  await expect(refusal.getByRole('link', { name: 'Vedi gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/editor-pass-exhausted.png' });
  await refusal.getByRole('button', { name: 'Ri-Acquista Pass' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sblocca il template' });
  await expect(checkout).toContainText('«Eucalyptus Bloom» a €25');
  await checkout.getByRole('button', { name: 'Annulla' }).click();
  await refusal.getByRole('button', { name: 'Chiudi' }).click();
  await expect(refusal).toHaveCount(0);

  // The account card says the pass is over, not that there never was one.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-plan')).toHaveText('Piano attuale: Una Tantum');
  await expect(page.getByText('Il tuo pass singolo è finito (download esauriti o scaduto): ora scarichi con il watermark del piano gratuito.')).toBeVisible();
  await expect(page.getByText('Non hai pass singoli.')).toHaveCount(0);
  await openEditor(page, editorPath);

  // A cancelled confirm spends nothing: checked on a fresh pass with one download.
  await givePass(page, template, 1, new Date(Date.now() + 7 * 86_400_000));
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  await page.getByRole('dialog', { name: 'Scaricare il layout?' }).getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Scaricare il layout?' })).toContainText('Ti resta 1 download per questo template');
  await page.getByRole('dialog', { name: 'Scaricare il layout?' }).getByRole('button', { name: 'Annulla' }).click();
  await givePass(page, template, 0, new Date(Date.now() + 7 * 86_400_000));

  // The selection page now says the pass is used up.
  await page.goto('/choose-template/matrimonio/cartolina-verticale');
  await expect(templateCard(page, template.name).getByText('Download Esauriti')).toBeVisible();
});

test('sharing stores a draft whose link opens it; the demo editor invites to register instead', async ({ page, context, server }) => {
  test.setTimeout(120_000); // an account layout, its draft, the client's page, then the demo editor
  await signUpThroughTopBar(page, uniqueEmail('share'));
  await openEditor(page);
  await page.getByRole('button', { name: 'Condividi' }).click();
  const details = page.getByRole('dialog', { name: 'Condividi la bozza' });
  await details.getByLabel('Nome del cliente').fill('Anna & Marco');
  await details.getByLabel("Data dell'evento").fill('2027-06-12');
  await details.getByRole('button', { name: 'Crea il link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link della bozza pronto' });
  const link = await linkDialog.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/view\/[^/]+\/eucalyptus-bloom-\d{8}t\d{6}z-[A-Za-z0-9_-]{22}\?client=Anna\+%26\+Marco&date=2027-06-12$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await linkDialog.getByRole('button', { name: 'Copia link' }).click();
  await expect(linkDialog.getByRole('button', { name: '✓ Copiato!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The link opens the client's page, which draws the account layout itself (on the display copy,
  // with 'BOZZA'); the stored draft is a real PNG, 1.5× the size on screen, for the image fallback.
  const view = await context.newPage();
  await view.goto(link);
  await expect(view.getByText('Cliente: Anna & Marco')).toBeVisible();
  await expect(view.getByTestId('editable-draft-canvas')).toBeVisible();
  const draftId = new URL(link).pathname.split('/').pop() ?? '';
  const response = await view.request.get(`/api/get-draft?id=${encodeURIComponent(draftId)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  const image = sharp(await response.body());
  const meta = await image.metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBeGreaterThan(300);
  expect((meta.height ?? 0) / (meta.width ?? 1)).toBeCloseTo(1.5, 2);
  await mkdir('.tmp/screenshots', { recursive: true });
  await view.screenshot({ path: '.tmp/screenshots/view-draft.png' });

  // The demo editor: no draft, an invitation to register.
  await page.goto('/prova');
  await page.getByRole('button', { name: 'Condividi' }).click();
  const invitation = page.getByRole('alertdialog', { name: /Registrati gratis per condividere le bozze/ });
  // An operator trying the demo is led to a layout of their own; a visitor to the sign-up.
  await expect(invitation.getByRole('link', { name: 'Crea il tuo layout' })).toBeFocused();
  await context.clearCookies();
  await acceptCookies(context, server.baseUrl);
  await page.goto('/prova');
  await page.getByRole('button', { name: 'Condividi' }).click();
  await expect(invitation.getByRole('link', { name: 'Registrati gratis' })).toBeFocused();
  await expect(invitation.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', /\/auth\/login\?returnTo=%2Fdashboard&signup=1/);
});
