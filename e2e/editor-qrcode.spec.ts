import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { dragBy, editorCanvas, expectSaved, openEditor, propertiesPanel, readCanvas, readSavedDocument, selectedCentreOnScreen, waitForServerSave } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload } from './support/image-checks.js';
import { decodeQrRegion, measureInBetweenShare } from './support/qr-decode.js';
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
  return (await downloadAndRead(page)).text;
}

async function downloadAndRead(page: Page): Promise<{ text: string | null; filePath: string; box: { x: number; y: number; width: number; height: number } }> {
  const { x, y, width, height } = await readCanvas(page);
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, downloads);
  expect([file.width, file.height, file.density]).toEqual([1200, 1800, 300]);
  return { text: await decodeQrRegion(file.filePath, { x: x - 20, y: y - 20, width: width + 40, height: height + 40 }), filePath: file.filePath, box: { x, y, width, height } };
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
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/qr-link-error.png' });
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
  await page.screenshot({ path: '.tmp/screenshots/qr-added.png' });

  const first = await downloadAndRead(page);
  expect(first.text).toBe(galleryUrl);
  // Crisp at print resolution: every pixel of the square is module black or background white,
  // none a grey in between, although 300 px is not a whole number of modules.
  expect(await measureInBetweenShare(first.filePath, first.box, [[0, 0, 0], [255, 255, 255]])).toBe(0);

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

  // The layout is saved in the account: a reload opens the same code.
  await waitForServerSave(page);
  await page.reload();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect(page.getByRole('dialog', { name: 'Lavoro Rilevato' })).toHaveCount(0);
  await expectSaved(page, id, 'url', otherUrl);
  await expectSaved(page, id, 'color', '#123a6b');
});

test('the demo editor adds a QR code too: dragged, resized square, rotated, copied, pasted and deleted like any element', async ({ page }) => {
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
  const moved = await readCanvas(page);

  // The bottom-right handle, pulled further right than down: it stays square.
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('the stage is not laid out');
  const corner = { x: stage.x + (moved.x + moved.width) * moved.scale, y: stage.y + (moved.y + moved.height) * moved.scale };
  await dragBy(page, corner, 70, 30);
  await expect.poll(async () => (await readCanvas(page)).width).toBeGreaterThan(moved.width * 1.2);
  const resized = await readCanvas(page);
  expect(resized.height).toBeCloseTo(resized.width, 1);
  await expect.poll(async () => Number((await readSavedDocument(page))?.elements.find((element) => element.id === id)?.['size'])).toBeCloseTo(resized.width, 1);

  // The rotation slider turns it.
  const rotation = propertiesPanel(page).getByLabel('Rotazione');
  await rotation.focus();
  await rotation.press('ArrowRight');
  await expect.poll(async () => (await readCanvas(page)).rotation).toBe(1);

  // A click on the code takes the focus back from the slider to the canvas, keeping the selection.
  const centre = await centreOnScreen(page, resized);
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-id', id);
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'qrcode');
  const copy = await readCanvas(page);
  expect(copy.selectedId).not.toBe(id);
  expect(copy.width).toBeCloseTo(resized.width, 1);
  await page.keyboard.press('Delete');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
});

test('the QR form, its error, the QR panel with its contrast warning and the frame ratios have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000); // axe runs four times over the editor
  await openEditor(page, '/prova');
  const blocking = async (label: string) =>
    (await new AxeBuilder({ page }).include('.editor-workspace').analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  const found: string[] = [];
  await page.getByRole('button', { name: 'Codice QR' }).click();
  const form = page.getByRole('region', { name: 'Nuovo codice QR' });
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(form.getByRole('alert')).toHaveText('Inserisci un link.');
  found.push(...(await blocking('QR form with an error')));
  await form.getByLabel('Link').fill('https://galleria.example.it');
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'qrcode');
  found.push(...(await blocking('QR panel')));
  // Pale modules on white are flagged; without a background there is nothing to compare.
  const panel = propertiesPanel(page);
  const contrastWarning = panel.getByRole('status').filter({ hasText: 'Contrasto basso tra moduli e sfondo' });
  await expect(contrastWarning).toHaveCount(0);
  await panel.getByLabel('Colore dei moduli').fill('#dddddd');
  await expect(contrastWarning).toBeVisible();
  found.push(...(await blocking('QR contrast warning')));
  await panel.getByLabel('Sfondo pieno (se lo togli è trasparente)').uncheck();
  await expect(contrastWarning).toHaveCount(0);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'placeholder');
  found.push(...(await blocking('frame ratios')));
  expect(found, found.join('\n')).toEqual([]);
});

/** The screen centre of an element read earlier (the selection may have changed since). */
async function centreOnScreen(page: Page, reading: { x: number; y: number; width: number; height: number; scale: number }): Promise<{ x: number; y: number }> {
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('the stage is not laid out');
  return { x: stage.x + (reading.x + reading.width / 2) * reading.scale, y: stage.y + (reading.y + reading.height / 2) * reading.scale };
}
