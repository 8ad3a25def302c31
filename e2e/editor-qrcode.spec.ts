import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { dragBy, editorCanvas, expectSaved, openEditor, propertiesPanel, readCanvas, selectedCentreOnScreen } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload } from './support/image-checks.js';
import { decodeQrRegion } from './support/qr-decode.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

const galleryUrl = 'https://galleria.example.it/anna-e-marco?album=2027';
const otherUrl = 'https://foto.example.com/sposi/12-giugno';

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-qr-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** Downloads the clean print PNG and reads the QR inside the selected element's square (with a margin). */
async function downloadAndDecode(page: Page): Promise<string | null> {
  const { x, y, width, height } = await readCanvas(page);
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, downloads);
  expect([file.width, file.height, file.density]).toEqual([1200, 1800, 300]);
  return decodeQrRegion(file.filePath, { x: x - 20, y: y - 20, width: width + 40, height: height + 40 });
}

test('a QR code carries the link typed, through the print PNG, undo, redo, a colour change and a reload', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('qr'));
  await giveAnnualPlan(page);
  await openEditor(page);

  // An unusable link is explained and adds nothing.
  await page.getByRole('button', { name: 'Codice QR' }).click();
  const form = page.getByRole('region', { name: 'Nuovo codice QR' });
  await form.getByLabel('Link').fill('mailto:anna@example.it');
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(form.getByRole('alert')).toHaveText('Il codice QR può contenere solo il link di una pagina web (http:// o https://).');
  await form.getByLabel('Link').fill(`https://galleria.example.it/${'a'.repeat(500)}`);
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(form.getByRole('alert')).toContainText('Link troppo lungo per un codice QR leggibile in stampa: al massimo 500 caratteri.');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');

  await form.getByLabel('Link').fill(galleryUrl);
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'qrcode');
  // An inch wide at 300 dpi, square.
  const added = await readCanvas(page);
  expect([added.width, added.height]).toEqual([300, 300]);
  const id = added.selectedId ?? '';
  await expectSaved(page, id, 'url', galleryUrl);
  const panel = propertiesPanel(page);
  await expect(panel.getByRole('heading', { name: 'Codice QR' })).toBeVisible();
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/qr-added.png' });

  expect(await downloadAndDecode(page)).toBe(galleryUrl);

  // A new link is one undo step.
  await panel.getByLabel('Link').fill(otherUrl);
  await panel.getByRole('button', { name: 'Applica' }).click();
  await expectSaved(page, id, 'url', otherUrl);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expectSaved(page, id, 'url', galleryUrl);
  await expect(panel.getByLabel('Link')).toHaveValue(galleryUrl);
  await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
  await expectSaved(page, id, 'url', otherUrl);

  // Dark blue modules, no background, a bigger side: still read back.
  await panel.getByLabel('Colore dei moduli').fill('#123a6b');
  await expectSaved(page, id, 'color', '#123a6b');
  await panel.getByLabel('Lato').fill('420');
  await panel.getByLabel('Lato').press('Enter');
  await expectSaved(page, id, 'size', 420);
  await panel.getByRole('button', { name: 'H (30%)' }).click();
  await expectSaved(page, id, 'errorCorrection', 'H');
  await expect(panel.getByRole('button', { name: 'H (30%)' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: '.tmp/screenshots/qr-properties.png' });
  expect(await downloadAndDecode(page)).toBe(otherUrl);

  // The autosave keeps it: a reload restores the same code.
  await page.waitForTimeout(800);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Lavoro Rilevato' });
  await dialog.getByRole('button', { name: 'Sì, Ripristina' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expectSaved(page, id, 'url', otherUrl);
  await expectSaved(page, id, 'color', '#123a6b');
});

test('the demo editor adds a QR code too, dragged and deleted like any element', async ({ page }) => {
  await openEditor(page, '/prova');
  await page.getByRole('button', { name: 'Codice QR' }).click();
  const form = page.getByRole('region', { name: 'Nuovo codice QR' });
  await form.getByLabel('Link').fill('galleria.example.it/prova');
  await form.getByLabel('Link').press('Enter');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'qrcode');
  const id = (await readCanvas(page)).selectedId ?? '';
  // Without a scheme the link is taken as https.
  await expectSaved(page, id, 'url', 'https://galleria.example.it/prova');
  await expect(propertiesPanel(page).getByLabel('Link')).toHaveValue('https://galleria.example.it/prova');
  const before = await readCanvas(page);
  await dragBy(page, await selectedCentreOnScreen(page), 60, 40);
  await expect.poll(async () => (await readCanvas(page)).x).toBeGreaterThan(before.x + 50);
  await expectSaved(page, id, 'size', before.width);
  await page.keyboard.press('Delete');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
});
