import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, editorCanvas, layoutEditorUrl } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan, templateCard } from './support/selection-steps.js';

const originalLabel = 'File originale (PNG o JPEG, max 5MB)';
const previewLabel = 'Anteprima (PNG o JPEG, max 1MB)';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('an annual operator uploads a template, finds it on the dashboard and in the grid, opens it and deletes it', async ({ page }) => {
  const original = await sharp({ create: { width: 1200, height: 1800, channels: 4, background: '#d4a5a5' } })
    .png()
    .toBuffer();
  const preview = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#d4a5a5' } })
    .jpeg()
    .toBuffer();
  await signUpThroughTopBar(page, uniqueEmail('custom-upload'));
  await giveAnnualPlan(page);

  await page.goto('/upload-template');
  await expect(page.getByRole('link', { name: 'Torna alla dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByLabel('Nome del template').fill('Sposi al mare');
  await page.getByLabel('Tema', { exact: true }).selectOption('matrimonio');
  await page.getByLabel('Formato', { exact: true }).selectOption('cartolina-verticale');
  await page.getByLabel(originalLabel).setInputFiles({ name: 'mio-template.png', mimeType: 'image/png', buffer: original });
  await page.getByLabel(previewLabel).setInputFiles({ name: 'anteprima.jpg', mimeType: 'image/jpeg', buffer: preview });
  await page.getByRole('button', { name: 'Carica template' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Template caricato con successo!');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

  const section = page.getByRole('region', { name: 'I tuoi template caricati' });
  await expect(section.getByTestId('custom-template-item')).toHaveCount(1);
  await expect(section.getByTestId('custom-template-item')).toContainText('Matrimonio');
  await expect(section.getByTestId('custom-template-item')).toContainText('Cartolina Verticale');
  await expect(section.getByTestId('custom-template-item')).toContainText('Sposi al mare');

  // 'Modifica': a name field and full-size selects, and the new name everywhere.
  await section.getByRole('button', { name: 'Modifica' }).click();
  for (const label of ['Nome del template', 'Tema', 'Formato']) {
    const box = await section.getByLabel(label, { exact: true }).boundingBox();
    expect(box?.height ?? 0, label).toBeGreaterThanOrEqual(36);
    expect(box?.width ?? 0, label).toBeGreaterThanOrEqual(140);
  }
  await section.getByLabel('Nome del template').fill('');
  await expect(section.getByRole('button', { name: 'Salva' })).toBeDisabled();
  // A disabled button looks disabled: faded, and no pointer cursor.
  const look = await section.getByRole('button', { name: 'Salva' }).evaluate((button) => {
    const style = getComputedStyle(button);
    return { cursor: style.cursor, opacity: Number(style.opacity) };
  });
  expect(look.cursor).toBe('not-allowed');
  expect(look.opacity).toBeLessThan(0.8);
  await expect(section.getByRole('button', { name: 'Salva' })).toHaveAccessibleDescription('Dai un nome al template.');
  await section.getByLabel('Nome del template').fill('Festa di Anna');
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Template aggiornato.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(section.getByTestId('custom-template-item')).toContainText('Festa di Anna');

  await page.goto('/choose-template/matrimonio/cartolina-verticale');
  await expect(templateCard(page, 'Festa di Anna')).toBeVisible();
  await page.getByRole('button', { name: 'Festa di Anna', exact: true }).click();
  await page.getByRole('button', { name: 'Personalizza (Operatore)' }).click();
  // It becomes a layout in the account, on the operator's own file.
  await expect(page).toHaveURL(layoutEditorUrl);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  const layout = (await (await page.request.get(`/api/layouts/${currentLayoutId(page)}`)).json()) as { templatePath: string };
  expect(layout.templatePath).toMatch(/custom_[A-Za-z0-9_-]+-original\.png$/);
  await expect(page.getByText('Errore nel path del template.')).toHaveCount(0);
  // A reload has no navigation state: the layout names the owner's file.
  await page.reload();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard');
  await section.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('dialog', { name: 'Eliminare il template?' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Template personale eliminato con successo!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(section.getByText('Non hai ancora caricato template personali.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Carica un template' })).toHaveAttribute('href', '/upload-template');
});

test('too big and wrong-type files get the spec messages', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('custom-invalid'));
  await giveAnnualPlan(page);
  await page.goto('/upload-template');
  await page.getByLabel(originalLabel).setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5242880 + 1) });
  await expect(page.getByRole('alert')).toHaveText('Il file originale non può superare i 5MB.');
  await page.getByLabel(previewLabel).setInputFiles({ name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1048576 + 1) });
  await expect(page.getByRole('alert')).toHaveText("L'anteprima non può superare 1MB.");

  // A text file named .jpg passes the browser's type check; the server reads the bytes and refuses it.
  const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await page.getByLabel('Tema', { exact: true }).selectOption('laurea');
  await page.getByLabel('Formato', { exact: true }).selectOption('cartolina-verticale');
  await page.getByLabel(originalLabel).setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel(previewLabel).setInputFiles({ name: 'finto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('solo testo, non una foto') });
  await page.getByRole('button', { name: 'Carica template' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sono accettati solo file JPEG e PNG.');
  await expect(page.getByRole('button', { name: 'Carica template' })).toBeEnabled();
});

test('a free operator sees the premium prompt instead of the form', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('custom-free'));
  await page.goto('/upload-template');
  await expect(page.getByText('Il caricamento di template personali è incluso nel piano Annuale PRO.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scopri il piano PRO' })).toHaveAttribute('href', '/abbonamenti');
  await expect(page.getByRole('button', { name: 'Carica template' })).toHaveCount(0);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'I tuoi template caricati' });
  await expect(section.getByRole('link', { name: 'Scopri il piano PRO' })).toHaveAttribute('href', '/abbonamenti');
});

test("an operator's uploads are paged ('Carica altri', focus on the first new one), and a request for one of them opens it", async ({ page }) => {
  test.setTimeout(150_000);
  await signUpThroughTopBar(page, uniqueEmail('custom-paged'));
  await giveAnnualPlan(page);
  const preview = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#a5b4d4' } })
    .jpeg()
    .toBuffer();
  const original = await sharp({ create: { width: 1200, height: 1800, channels: 4, background: '#a5b4d4' } })
    .png()
    .toBuffer();
  const uploads: { originalPath: string; previewPath: string }[] = [];
  for (let n = 1; n <= 7; n += 1) {
    const uploaded = await page.request.post('/api/upload-custom-template', {
      data: { theme: 'laurea', format: 'cartolina-verticale', originalFile: original.toString('base64'), previewFile: preview.toString('base64'), originalFileName: 'o.png', previewFileName: 'p.jpg' },
    });
    expect(uploaded.status()).toBe(201);
    const paths = (await uploaded.json()) as { originalPath: string; previewPath: string };
    const saved = await page.request.post('/api/save-custom-template-metadata', { data: { theme: 'laurea', format: 'cartolina-verticale', name: `Tocco ${n}`, ...paths } });
    expect(saved.status()).toBe(200);
    uploads.push(paths);
  }
  const first = uploads[0];
  if (first === undefined) throw new Error('no upload');
  const request = await page.request.post('/api/test-hooks/catalog-request', {
    data: {
      template: { displayName: 'Tocco 1', original_path: first.originalPath, preview: first.previewPath },
      formData: { names: 'Marta Rossi', eventDate: '3 luglio 2027', email: 'marta@example.test', phone: '', city: 'Pisa', otherText: '' },
    },
  });
  expect(request.status()).toBe(201);

  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'I tuoi template caricati' });
  const items = section.getByTestId('custom-template-item');
  // Newest first, one page; the oldest upload ('Tocco 1') is behind 'Carica altri'.
  await expect(items).toHaveCount(6, { timeout: 20_000 });
  await expect(items.first()).toContainText('Tocco 7');
  await expect(section.getByText('6 di 7 template')).toBeVisible();
  await section.getByRole('button', { name: 'Carica altri' }).click();
  await expect(items).toHaveCount(7);
  await expect(items.nth(6)).toContainText('Tocco 1');
  await expect(items.nth(6)).toBeFocused();
  await expect(section.getByText('7 di 7 template')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Carica altri' })).toHaveCount(0);

  // The request card opens the upload it was made for without needing the list above to hold it.
  await page.reload();
  await expect(items).toHaveCount(6, { timeout: 20_000 });
  const card = page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: 'Marta Rossi' });
  await card.getByRole('button', { name: 'Crea layout' }).click();
  await expect(page).toHaveURL(layoutEditorUrl, { timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  const layout = (await (await page.request.get(`/api/layouts/${currentLayoutId(page)}`)).json()) as { templatePath: string };
  expect(decodeURIComponent(layout.templatePath)).toBe(decodeURIComponent(first.originalPath));
});
