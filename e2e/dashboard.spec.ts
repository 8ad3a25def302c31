import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan, givePass, readCatalogTemplates, type CatalogCard } from './support/selection-steps.js';

const eucalyptusPath = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const eucalyptusPreview = '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg';
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const evilSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><script>alert('svg-xss')</script><rect width="200" height="80" fill="#2a6f97"/></svg>`;

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  await page.setViewportSize({ width: 1280, height: 900 });
  // No alert of any kind (an SVG script, a stray window.alert) may ever open on the dashboard.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
});

async function me(page: Page) {
  return (await (await page.request.get('/api/me')).json()) as { user: { id: string }; profile: Record<string, string> };
}

async function createRequest(page: Page, names: string, phone = '+39 333 1234567', originalPath = eucalyptusPath): Promise<string> {
  const response = await page.request.post('/api/test-hooks/catalog-request', {
    data: {
      template: { displayName: 'Eucalyptus Bloom', original_path: originalPath, preview: eucalyptusPreview },
      formData: { names, eventDate: '12 giugno 2027', email: 'sposi@example.test', phone, city: 'Firenze', otherText: 'Colori chiari' },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { requestId: string }).requestId;
}

const profileStatus = (page: Page) => page.locator('.profile-form__message');

test('a free operator: account status, profile save with the missing-contact error, then success', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dash-profile'));
  await expect(page.getByTestId('dashboard-plan')).toHaveText('Piano attuale: Gratuito');
  await expect(page.getByRole('link', { name: 'Passa al piano Annuale PRO' })).toHaveAttribute('href', '/abbonamenti');
  await expect(page.getByRole('heading', { name: 'Supporto prioritario' })).toHaveCount(0);
  await expect(page.getByText('Non hai ancora richieste.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carica un template personale' })).toHaveAttribute('href', '/upload-template');
  await expect(page.getByRole('link', { name: "Guida per l'operatore" }).last()).toHaveAttribute('href', '/guida-operatore');
  await expect(page.getByRole('link', { name: 'Crea un nuovo layout' })).toHaveAttribute('href', '/choose-theme');

  await page.getByLabel('Nome attività').fill('Foto Bianchi');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(profileStatus(page)).toHaveText("Errore: Devi inserire almeno un'email o un numero di telefono.");
  await expect(profileStatus(page)).toHaveClass(/profile-form__message--error/);
  expect((await me(page)).profile['businessName']).toBe('');

  await expect(page.getByLabel('Prefisso')).toHaveValue('+39');
  await page.getByLabel('Telefono di contatto').fill('333 7654321');
  await page.getByLabel('Email di contatto').fill('studio@bianchi.test');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(profileStatus(page)).toHaveText('Profilo salvato con successo! Sto aggiornando i dati...');
  await expect(profileStatus(page)).not.toHaveClass(/--error/);
  expect((await me(page)).profile).toMatchObject({ businessName: 'Foto Bianchi', contactEmail: 'studio@bianchi.test', contactPhone: '+39 333 7654321', secondaryEmail: '' });
  // The message clears itself after 5 s.
  await expect(profileStatus(page)).toHaveText('', { timeout: 8000 });
  // Saved values come back after a reload.
  await page.reload();
  await expect(page.getByLabel('Telefono di contatto')).toHaveValue('333 7654321');
  await expect(page.getByLabel('Nome attività')).toHaveValue('Foto Bianchi');
});

test('logo upload: a PNG is shown, a text file named PNG is refused, an SVG with a script becomes a PNG', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dash-logo'));
  const logoInput = page.getByLabel('Logo (PNG, JPG, WebP o SVG)');
  const logo = page.getByRole('img', { name: 'Logo attuale' });

  const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#b4235a' } }).png().toBuffer();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(logo).toHaveAttribute('src', /^\/api\/logos\/[^/]+\/[a-f0-9]{32}\.png$/);
  const pngUrl = await logo.getAttribute('src');
  const served = await page.request.get(pngUrl ?? '');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 512, height: 171 });

  await logoInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is only text pretending to be a png') });
  await expect(profileStatus(page)).toHaveText('Errore: Il file non è un logo PNG, JPEG, WebP o SVG valido.');
  await expect(logo).toHaveAttribute('src', pngUrl ?? '');

  await logoInput.setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(evilSvg) });
  await expect(logo).not.toHaveAttribute('src', pngUrl ?? '');
  await expect(logo).toHaveAttribute('src', /^\/api\/logos\/[^/]+\/[a-f0-9]{32}\.png$/);
  const svgUrl = (await logo.getAttribute('src')) ?? '';
  const rasterised = await page.request.get(svgUrl);
  expect(rasterised.headers()['content-type']).toBe('image/png');
  expect(rasterised.headers()['x-content-type-options']).toBe('nosniff');
  const bytes = await rasterised.body();
  expect(bytes.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(bytes.includes('<script')).toBe(false);
  expect(bytes.includes('svg-xss')).toBe(false);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(200);

  await page.getByLabel('Email di contatto').fill('logo@example.test');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(profileStatus(page)).toHaveText('Profilo salvato con successo! Sto aggiornando i dati...');
  expect((await me(page)).profile['logoUrl']).toBe(svgUrl);
});

test('client requests: newest first, status change, WhatsApp share of the draft, editor jump, delete', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dash-requests'));
  const older = await createRequest(page, 'Giulia e Paolo');
  await page.waitForTimeout(20);
  const newer = await createRequest(page, 'Sara e Luca', '12 34');
  // A draft attached to the older request, so it can be shared.
  const draftId = `eucalyptus-bloom-20261122t101507z-${randomBytes(16).toString('base64url')}`;
  const draftPng = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } }).png().toBuffer();
  expect((await page.request.post('/api/create-draft', { data: { image: `data:image/png;base64,${draftPng.toString('base64')}`, draftId } })).status()).toBe(201);
  expect((await page.request.post('/api/update-request-draft-id', { data: { requestId: older, draftId } })).status()).toBe(200);
  await page.reload();

  const list = page.getByRole('list', { name: 'Richieste dei clienti' });
  // The cards, not the events of their timelines (lists of their own).
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Sara e Luca');
  await expect(items.nth(1)).toContainText('Giulia e Paolo');
  await expect(items.nth(1)).toContainText('Firenze');
  await expect(items.nth(1)).toContainText('Colori chiari');

  // Free plan, no pass: the draft needs an unlock first.
  await expect(items.nth(0).getByRole('button', { name: 'Sblocca template (€25)' })).toBeVisible();
  await expect(items.nth(0).getByRole('button', { name: 'Crea layout' })).toHaveCount(0);

  const share = items.nth(1).getByRole('link', { name: 'Invia bozza su WhatsApp' });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/393331234567?text=')).toBe(true);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  const { user } = await me(page);
  expect(text).toContain(`/view/${encodeURIComponent(user.id)}/${draftId}?client=`);
  expect(text).toContain(`reqId=${older}`);
  await expect(items.nth(0).getByRole('link', { name: 'Invia bozza su WhatsApp' })).toHaveCount(0);

  const status = items.nth(0).getByLabel('Stato');
  await expect(status).toHaveValue('nuova');
  await status.selectOption({ label: 'Modifiche Richieste dal Cliente' });
  await expect(status).toHaveValue('modifiche_richieste');
  await expect
    .poll(async () => ((await (await page.request.get('/api/catalog-requests')).json()) as { requests: { id: string; status: string }[] }).requests.find((r) => r.id === newer)?.status)
    .toBe('modifiche_richieste');
  await page.reload();
  await expect(items.nth(0).getByLabel('Stato')).toHaveValue('modifiche_richieste');

  await items.nth(0).getByRole('button', { name: 'Elimina richiesta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare la richiesta?' });
  await expect(confirm).toContainText('Sara e Luca');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toHaveText(/Richiesta eliminata!/);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Giulia e Paolo');

  // With the annual plan the request becomes a layout in the account, opened in the editor.
  await giveAnnualPlan(page);
  await page.reload();
  await items.nth(0).getByRole('button', { name: 'Crea layout' }).click();
  await expect(page).toHaveURL(/\/editor\/layout\/lay_[A-Za-z0-9_-]+$/);
  // It starts from the template's starter layout (photo frames and texts), with the client's names in it.
  const layoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const elements = async () => ((await (await page.request.get(`/api/layouts/${layoutId}`)).json()) as { document: { elements: { type: string; content?: string }[] } }).document.elements;
  await expect.poll(async () => (await elements()).filter((element) => element.type === 'placeholder').length).toBeGreaterThan(0);
  expect((await elements()).some((element) => element.type === 'text' && (element.content ?? '').includes('Giulia'))).toBe(true);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-element-count', String((await elements()).length));
});

test('unlocked templates: active listed, expired behind a toggle with their count, removable after a confirm', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dash-unlocked'));
  const templates: CatalogCard[] = await readCatalogTemplates(page.request, 'matrimonio', 'cartolina_verticale');
  const [active, expired, exhausted] = templates;
  if (active === undefined || expired === undefined || exhausted === undefined) throw new Error('three templates are needed');
  await givePass(page, active, 3, new Date(Date.now() + 5 * 86_400_000));
  await givePass(page, expired, 2, new Date(Date.now() - 86_400_000));
  await givePass(page, exhausted, 0, new Date(Date.now() + 86_400_000));
  await page.reload();

  await expect(page.getByTestId('dashboard-plan')).toHaveText('Piano attuale: Una Tantum');
  await expect(page.getByText('Hai 1 pass singolo.')).toBeVisible();
  const activeList = page.getByRole('list', { name: 'Template sbloccati' });
  await expect(activeList.getByRole('listitem')).toHaveCount(1);
  await expect(activeList).toContainText(active.name);
  await expect(activeList).toContainText('3 download rimasti');

  const toggle = page.getByRole('button', { name: 'Mostra template scaduti (2)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /^Rimuovi/ })).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Nascondi template scaduti (2)' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: `Rimuovi ${expired.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Rimuovere il template scaduto?' });
  await confirm.getByRole('button', { name: 'Rimuovi' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toHaveText(/Template rimosso con successo!/);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Nascondi template scaduti (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Rimuovi ${expired.name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Rimuovi ${exhausted.name}` })).toBeVisible();
  await expect(activeList.getByRole('listitem')).toHaveCount(1);
});

test('catalogue link copy, and the annual account status with the portal error alert', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('dash-annual'));
  const { user } = await me(page);
  const origin = new URL(page.url()).origin;
  const expected = `${origin}/catalogo/${encodeURIComponent(user.id)}`;
  await expect(page.getByLabel('Link del catalogo')).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copia link' }).click();
  await expect(page.getByRole('button', { name: 'Link copiato!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(page.getByRole('button', { name: 'Copia link' })).toBeVisible({ timeout: 4000 });

  await giveAnnualPlan(page);
  await createRequest(page, 'Marta e Gianni');
  await page.reload();
  await expect(page.getByTestId('dashboard-plan')).toHaveText('Piano attuale: Annuale PRO');
  await expect(page.getByText(/Il tuo abbonamento annuale è attivo fino al \d{1,2} [a-z]+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supporto prioritario' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passa al piano Annuale PRO' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crea layout' })).toBeVisible();
  await page.screenshot({ path: '.tmp/dashboard-1280.png', fullPage: true });

  // The plan came from a test hook, not a payment: the portal has no account and says so.
  await page.getByRole('button', { name: 'Gestisci abbonamento' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Impossibile aprire la gestione account: ');
  await alert.getByRole('button', { name: 'OK' }).click();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('dashboard-plan')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '.tmp/dashboard-375.png', fullPage: true });
});
