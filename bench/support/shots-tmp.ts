import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { AppServer, createDataDir, findFreePort } from '../../e2e/support/app-server.js';
import { acceptCookies, giveAnnualPlan } from '../../e2e/support/selection-steps.js';

const out = '/tmp/aui/shots';
const server = new AppServer(await findFreePort(), await createDataDir());
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 } });
  await acceptCookies(context, server.baseUrl);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await page.getByRole('link', { name: /Registrati/ }).click();
  await page.getByLabel('Email').fill(`s${Date.now()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('Conferma password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/dashboard-free.png`, fullPage: true });
  await page.goto('/choose-template/matrimonio/cartolina-verticale');
  await page.getByRole('button', { name: "Apri nell'editor gratis" }).first().waitFor();
  await page.screenshot({ path: `${out}/choose-template-free.png` });
  await page.getByRole('button', { name: /^Ingrandisci/ }).first().click();
  await page.locator('.yarl__slide_current img.yarl__slide_image').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/lightbox.png` });
  await page.keyboard.press('Escape');
  // Profile for the catalogue, then a request modal as a client.
  await giveAnnualPlan(page);
  await page.goto('/upload-template');
  const original = await sharp({ create: { width: 1200, height: 1800, channels: 4, background: '#d4a5a5' } }).png().toBuffer();
  const preview = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#d4a5a5' } }).jpeg().toBuffer();
  await page.getByLabel('Nome del template').fill('Sposi al mare');
  await page.getByLabel('Tema', { exact: true }).selectOption('matrimonio');
  await page.getByLabel('Formato', { exact: true }).selectOption('cartolina-verticale');
  await page.screenshot({ path: `${out}/upload.png`, fullPage: true });
  await page.getByLabel('File originale (PNG o JPEG, max 5MB)').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: original });
  await page.getByLabel('Anteprima (PNG o JPEG, max 1MB)').setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: preview });
  await page.getByRole('button', { name: 'Carica template' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/dashboard$/);
  const section = page.getByRole('region', { name: 'I tuoi template caricati' });
  await section.getByRole('button', { name: 'Modifica' }).click();
  await section.getByLabel('Nome del template').fill('');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${out}/modifica.png` });
  await page.screenshot({ path: `${out}/dashboard-annual.png`, fullPage: true });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  await page.goto(`/catalogo/${encodeURIComponent(me.user.id)}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/catalogo.png` });
  try {
    await page.getByLabel('Tema').selectOption('matrimonio');
    await page.getByLabel('Formato').selectOption('cartolina-verticale');
    await page.getByRole('button', { name: /^Scegli / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi questo template' });
    await dialog.getByLabel('Nomi').fill('Anna e Luca');
    await dialog.getByRole('button', { name: 'Invia richiesta' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/request-modal.png` });
  } catch (error) {
    console.log('catalogue modal skipped', error instanceof Error ? error.message.slice(0, 200) : error);
  }
  await page.route('**/assets/fonts/fonts.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('/editor/matrimonio/cartolina-verticale/eucalyptus-bloom.png');
  await page.getByText('Caricamento dei caratteri...').waitFor();
  await page.screenshot({ path: `${out}/editor-fonts-loading.png` });
  await page.getByTestId('editor-canvas').locator('canvas').first().waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/editor.png` });
} finally {
  await browser.close();
  await server.dispose();
}
