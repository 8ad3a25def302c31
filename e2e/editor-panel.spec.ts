import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, layoutEditorUrl, openEditor, propertiesPanel, readCanvas, waitForSavedDocument } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan, templateCard } from './support/selection-steps.js';

const premiumAlert = 'Questa è una funzione Premium. Passa a un piano superiore per caricare le tue immagini!';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a free user gets the sample clip-art only and the premium alert on upload', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('panel-free'));
  await openEditor(page);

  const tabs = page.getByRole('tablist', { name: 'Categorie di clipart' }).getByRole('tab');
  const prova = page.getByRole('tab', { name: 'prova', exact: true });
  // The sample set is the only unlocked category, and it is open by default.
  await expect(prova).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.clipart-library__tab:not([data-locked])')).toHaveCount(1);
  expect(await tabs.count()).toBeGreaterThan(1);

  // A locked category: padlock and a link to the plans instead of pictures.
  const animali = page.getByRole('tab', { name: 'animali (bloccata)' });
  await expect(animali).toHaveAttribute('data-locked', 'true');
  await expect(animali.locator('img')).toHaveCount(1);
  await animali.click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Scopri gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
  await expect(panel.getByRole('button')).toHaveCount(0);

  // Keyboard: arrows move between tabs.
  await animali.focus();
  await page.keyboard.press('Home');
  await expect(prova).toBeFocused();
  await expect(prova).toHaveAttribute('aria-selected', 'true');

  // Adding a sample clip-art: selected, 80 screen px wide, square like its picture.
  await panel.getByRole('button', { name: 'Aggiungi Anello' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'clipart');
  const clipart = await readCanvas(page);
  expect(clipart.width * clipart.scale).toBeCloseTo(80, 0);
  expect(clipart.height).toBeCloseTo(clipart.width, 0);
  expect(clipart.x * clipart.scale).toBeCloseTo(60, 0);
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/editor-panel-clipart.png' });

  // Upload is premium.
  await page.getByRole('button', { name: 'Carica immagine' }).click();
  const alert = page.getByRole('alertdialog', { name: premiumAlert });
  await expect(alert.getByRole('link', { name: 'Vedi gli abbonamenti' })).toBeFocused();
  await expect(alert.getByRole('link', { name: 'Vedi gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');

  // The in-editor 'Demo' overlay: nine labels over the layout.
  await expect(page.getByTestId('demo-overlay').getByText('Demo', { exact: true })).toHaveCount(9);
  // Fonts: the free five, every other one listed as Premium and disabled.
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  const font = propertiesPanel(page).getByLabel('Font');
  await expect(font.locator('option:not([disabled])')).toHaveText(['Pacifico', 'Roboto', 'Open Sans', 'Lato', 'Lobster']);
  await expect(font.locator('option', { hasText: 'Playfair Display (Premium)' })).toBeDisabled();
});

test('an annual user gets every category but prova and uploads an image', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('panel-annual'));
  await giveAnnualPlan(page);
  await openEditor(page);

  const tabs = page.getByRole('tablist', { name: 'Categorie di clipart' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'prova', exact: true })).toHaveCount(0);
  await expect(page.locator('.clipart-library__tab[data-locked]')).toHaveCount(0);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();

  // A non-image file is refused.
  const input = page.getByTestId('image-upload-input');
  await input.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Puoi caricare solo file immagine.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');

  // A 40×30 PNG: an image element 150 screen px wide, with the picture's ratio.
  const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 180, g: 35, b: 90, alpha: 1 } } }).png().toBuffer();
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'image');
  const image = await readCanvas(page);
  expect(image.width * image.scale).toBeCloseTo(150, 0);
  expect(image.width / image.height).toBeCloseTo(40 / 30, 2);
  await expect(propertiesPanel(page).getByRole('heading', { name: 'Immagine' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/editor-image-selected.png' });

  // A paid plan: no 'Demo' overlay, every font of the catalogue.
  await expect(page.getByTestId('demo-overlay')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  const font = propertiesPanel(page).getByLabel('Font');
  await expect(font.locator('option[disabled]')).toHaveCount(0);
  expect(await font.locator('option').count()).toBeGreaterThanOrEqual(30);
  await expect(propertiesPanel(page).getByText('I font Premium sono inclusi nei piani a pagamento.')).toHaveCount(0);
});

test('the demo editor at /prova: no login, visitor limits, no overlay', async ({ page }) => {
  await openEditor(page, '/prova');
  await expect(page).toHaveURL(/\/prova(\?layout=vuoto)?$/);
  await expect(page.getByTestId('demo-overlay')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', /\/auth\/login\?returnTo=%2Fdashboard&signup=1/);
  await expect(page.getByRole('tab', { name: 'prova', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Carica immagine' }).click();
  // The visitor is offered the sign-up.
  await expect(page.getByRole('alertdialog', { name: premiumAlert }).getByRole('link', { name: 'Registrati gratis' })).toBeFocused();
});

test("a birthday layout opens the clip-art on 'Compleanno', and a new separator line goes on its name plate in its ink", async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('panel-theme'));
  await giveAnnualPlan(page);
  // The designed starter of a dark birthday template, as 'Personalizza' opens it.
  await page.goto('/choose-template/compleanno/cartolina-verticale');
  await templateCard(page, 'Neon Night').getByRole('button', { name: 'Neon Night', exact: true }).click();
  await page.getByRole('button', { name: 'Personalizza (Operatore)' }).click();
  await expect(page).toHaveURL(layoutEditorUrl, { timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /^compleanno$/i })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'line');
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/editor-new-line-dark.png' });
  await expect.poll(async () => (await waitForSavedDocument(page)).elements.some((element) => element.type === 'line')).toBe(true);
  const saved = await waitForSavedDocument(page);
  const line = saved.elements.find((element) => element.type === 'line');
  const texts = saved.elements.filter((element) => element.type === 'text');
  const frames = saved.elements.filter((element) => element.type === 'placeholder');
  expect(line?.['color']).toBe(texts.sort((a, b) => Number(b['fontSize']) - Number(a['fontSize']))[0]?.['color']);
  for (const frame of frames) {
    const [lx, ly, lw] = [Number(line?.['x']), Number(line?.['y']), Number(line?.['width'])];
    const [fx, fy, fw, fh] = [Number(frame['x']), Number(frame['y']), Number(frame['width']), Number(frame['height'])];
    expect(lx < fx + fw && fx < lx + lw && ly < fy + fh && fy < ly + 3, 'the line lies on a photo frame').toBe(false);
  }
});
