import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { fillSignUp, signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { openEditor } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload, shareOfChangedPixels } from './support/image-checks.js';
import { acceptCookies, givePass, readCatalogTemplates, templateCard, type CatalogCard } from './support/selection-steps.js';

const templatesPath = '/choose-template/matrimonio/cartolina-verticale';
const paidCard = '4242 4242 4242 4242';
const declinedCard = '4000 0000 0000 0002';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
});

async function eucalyptus(page: Page): Promise<CatalogCard> {
  const templates = await readCatalogTemplates(page.request, 'matrimonio', 'cartolina_verticale');
  const template = templates.find((entry) => entry.original.endsWith('/eucalyptus-bloom.png'));
  if (template === undefined) throw new Error('the test template is not in the catalogue');
  return template;
}

/** On the sandbox's hosted checkout page: the card number, then Paga. */
async function payWith(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Numero della carta').fill(card);
  await page.getByRole('button', { name: 'Paga' }).click();
}

async function unlockFromCard(page: Page, template: CatalogCard, buttonName: 'Sblocca per €25' | 'Ri-Acquista Pass'): Promise<void> {
  await page.goto(templatesPath);
  await templateCard(page, template.name).getByRole('button', { name: buttonName }).click();
  await page.getByRole('dialog', { name: 'Sblocca il template' }).getByRole('button', { name: 'Vai al pagamento' }).click();
}

async function planOf(page: Page): Promise<{ type: string; unlocked: Record<string, { downloads_remaining: number }> }> {
  const me = (await (await page.request.get('/api/me')).json()) as { plan: { type: string }; unlockedTemplates: Record<string, { downloads_remaining: number }> };
  return { type: me.plan.type, unlocked: me.unlockedTemplates };
}

test('a free user buys a pass in the sandbox checkout and then downloads without a watermark', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('pay-pass'));
  const template = await eucalyptus(page);
  await unlockFromCard(page, template, 'Sblocca per €25');
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.locator('main, body').getByText(/€25\b/).first()).toBeVisible();
  await payWith(page, paidCard);
  // /grazie confirms through /api/me, then moves on to the dashboard by itself.
  await expect(page).toHaveURL(/\/grazie/);
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('pendingPurchaseTemplate'))).toBeNull();
  const plan = await planOf(page);
  expect(plan.type).toBe('Una Tantum');
  expect(plan.unlocked[template.original.replace(/[/.]/g, '_')]?.downloads_remaining).toBe(3);

  // The editor now downloads the final file: no watermark, counted.
  await openEditor(page);
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Scaricare il layout?' });
  await expect(confirm).toContainText('Ti restano 3 download');
  await confirm.getByRole('button', { name: 'Scarica' }).click();
  const file = await readDownload(await started, await mkdtemp(path.join(tmpdir(), 'cornice-pay-')));
  expect(file.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale.png');
  const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
  expect(await shareOfChangedPixels(file.filePath, templateFile, [[0, 600], [1250, 1800]], 8)).toBeLessThan(0.0005);
});

test('the annual plan bought from /abbonamenti shows Premium in the top bar', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('pay-annual'));
  await page.goto('/abbonamenti');
  await expect(page.getByText('790 €')).toBeVisible();
  await page.getByRole('button', { name: 'Attiva il piano Annuale' }).click();
  await payWith(page, paidCard);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible();
  expect((await planOf(page)).type).toBe('Annuale');
  await page.goto('/abbonamenti');
  await expect(page.getByText(/Il tuo piano Annuale è attivo/)).toBeVisible();
});

test('cancelling the annual plan keeps it until the period end; it can be resumed, and ends when the sandbox clock passes the end', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('pay-cancel'));
  await page.goto('/abbonamenti');
  await page.getByRole('button', { name: 'Attiva il piano Annuale' }).click();
  await payWith(page, paidCard);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const plan = page.getByTestId('dashboard-plan');
  await expect(plan).toHaveText('Piano attuale: Annuale PRO');
  const ends = /Il tuo abbonamento annuale è attivo fino al (\d{1,2} \S+ \d{4})\./;
  const endText = (await page.getByText(ends).textContent()) ?? '';
  const endDate = ends.exec(endText)?.[1] ?? 'no end date';

  // The portal asks before cancelling, and says the plan runs to the end of the period.
  await page.getByRole('button', { name: 'Gestisci abbonamento' }).click();
  await expect(page.getByRole('heading', { name: 'Gestione abbonamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Annulla abbonamento' }).click();
  await expect(page.getByRole('heading', { name: 'Annullare l’abbonamento?' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(page).toHaveURL(/\/abbonamenti$/);
  await expect(page.getByText(`Il piano Annuale resta attivo fino al ${endDate}, poi non si rinnova.`)).toBeVisible();
  expect((await planOf(page)).type).toBe('Annuale');
  await page.goto('/dashboard');
  await expect(plan).toHaveText('Piano attuale: Annuale PRO');
  await expect(page.getByText(`Il piano Annuale resta attivo fino al ${endDate}, poi non si rinnova.`)).toBeVisible();

  // Resumed in the portal: the plan renews again.
  await page.getByRole('button', { name: 'Riattiva abbonamento' }).click();
  await expect(page.getByRole('heading', { name: 'Gestione abbonamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Riattiva abbonamento' }).click();
  await expect(page).toHaveURL(/\/abbonamenti$/);
  await expect(page.getByRole('button', { name: 'Gestisci abbonamento' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText(`Il tuo abbonamento annuale è attivo fino al ${endDate}.`)).toBeVisible();

  // Cancelled again; the sandbox's clock moves past the period end: Stripe's 'deleted' ends it.
  await page.getByRole('button', { name: 'Gestisci abbonamento' }).click();
  await page.getByRole('button', { name: 'Annulla abbonamento' }).click();
  await page.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(page).toHaveURL(/\/abbonamenti$/);
  const moved = await page.request.post('/api/test-hooks/sandbox-clock', { data: { days: 367 } });
  expect(moved.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(plan).toHaveText('Piano attuale: Gratuito');
  await expect(page.getByRole('link', { name: 'Passa al piano Annuale PRO' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toHaveCount(0);
});

test('a visitor buys the custom layout service and is told what happens next, with the contact page', async ({ page }) => {
  await page.goto('/layout-personalizzato');
  await page.getByRole('button', { name: 'Richiedi il Layout su Misura' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('€69,00')).toBeVisible();
  await page.getByLabel('Email').fill('sposi@example.test');
  await payWith(page, paidCard);
  await expect(page).toHaveURL(/\/grazie\?session_id=[^&]+&acquisto=layout-su-misura$/);
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeVisible();
  await expect(page.getByText(/ti scriveremo all’indirizzo email che hai usato per il pagamento/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cosa preparare' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText(/il tuo piano è aggiornato/)).toHaveCount(0);
  // It stays (the spec's 3.5 s redirect is for plans) until the buyer goes on.
  await page.waitForTimeout(4500);
  await expect(page).toHaveURL(/\/grazie/);
  await page.getByRole('link', { name: 'Vai alla pagina Contatti' }).click();
  await expect(page).toHaveURL(/\/contatti$/);
});

test('a visitor choosing the annual plan logs in first and comes back to the plans', async ({ page }) => {
  await page.goto('/abbonamenti');
  await page.getByRole('button', { name: 'Attiva il piano Annuale' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi a Cornice' })).toBeVisible();
  await page.getByRole('link', { name: /Registrati/ }).click();
  await fillSignUp(page, uniqueEmail('pay-visitor'));
  await expect(page).toHaveURL(/\/abbonamenti$/);
  await expect(page.getByRole('button', { name: 'Attiva il piano Annuale' })).toBeEnabled();
});

test('a declined card changes nothing, and cancelling lands on /pagamento-annullato', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('pay-declined'));
  const template = await eucalyptus(page);
  await unlockFromCard(page, template, 'Sblocca per €25');
  await payWith(page, declinedCard);
  await expect(page.getByText('Carta rifiutata: il pagamento non è andato a buon fine.')).toBeVisible();
  expect(await planOf(page)).toEqual({ type: 'Gratuito', unlocked: {} });

  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/pagamento-annullato$/);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingPurchaseTemplate'))).toBeNull();
  expect(await planOf(page)).toEqual({ type: 'Gratuito', unlocked: {} });
});

test('a spent pass can be bought again and has three downloads anew', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('pay-rebuy'));
  const template = await eucalyptus(page);
  await page.goto(templatesPath);
  await givePass(page, template, 0, new Date(Date.now() + 3 * 86_400_000));
  await unlockFromCard(page, template, 'Ri-Acquista Pass');
  await payWith(page, paidCard);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect((await planOf(page)).unlocked[template.original.replace(/[/.]/g, '_')]?.downloads_remaining).toBe(3);
  await page.goto(templatesPath);
  await expect(templateCard(page, template.name)).toContainText('Pass attivo: 3 download');
});
