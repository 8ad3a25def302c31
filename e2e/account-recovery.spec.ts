import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { MeResponse } from '../src/shared/api/me.js';
import { logIn, signUpThroughTopBar, testPassword, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

const reviewDir = path.resolve('.tmp/review-screenshots');

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1280, height: 1300 });
});
const newPassword = 'Lanterna-Girasole-42';

/** Kept for people to look at (.tmp/review-screenshots), and attached to the report. */
async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await mkdir(reviewDir, { recursive: true });
  // The viewport, not the full page: the sticky top bar would be drawn over the middle of a stitched one.
  const image = await page.screenshot({ path: path.join(reviewDir, name) });
  await testInfo.attach(name, { body: image, contentType: 'image/png' });
}

/** The link in the newest mail to `to` with this subject, read from the outbox as the recipient reads their inbox. */
async function readMailLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test-hooks/mails?to=${encodeURIComponent(to)}`);
      const { mails } = (await response.json()) as { mails: { subject: string; body: string }[] };
      link = /https?:\/\/\S+/.exec(mails.find((mail) => mail.subject === subject)?.body ?? '')?.[0];
      return link !== undefined;
    })
    .toBe(true);
  return link ?? '';
}

async function isLoggedIn(request: APIRequestContext): Promise<boolean> {
  return MeResponse.parse(await (await request.get('/api/me')).json()).user !== null;
}

test('forgot password: the mailed link sets a new one, every old session ends, and the link works once', async ({ page, browser, baseURL }, testInfo) => {
  const email = uniqueEmail('reset');
  await signUpThroughTopBar(page, email);
  expect(await isLoggedIn(page.request)).toBe(true);

  const other = await browser.newContext({ baseURL });
  await acceptCookies(other, baseURL ?? '');
  const visitor = await other.newPage();
  await visitor.goto('/auth/login?returnTo=%2Fdashboard');
  await expect(visitor.getByRole('heading', { name: 'Accedi a Cornice' })).toBeVisible();
  await keep(visitor, testInfo, 'account-login-forgot-link.png');
  await visitor.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(visitor.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible();
  await visitor.getByLabel('Email').fill(email);
  await keep(visitor, testInfo, 'account-forgot-form.png');
  await visitor.getByRole('button', { name: 'Invia il link' }).click();
  await expect(visitor.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  await expect(visitor.getByText('Se esiste un account con questo indirizzo')).toBeVisible();

  const link = await readMailLink(visitor.request, email, 'Reimposta la tua password di Cornice');
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await visitor.getByLabel('Nuova password').fill('12345678');
  await visitor.getByLabel('Conferma password').fill('12345678');
  await visitor.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(visitor.getByRole('alert')).toContainText('La password è troppo facile da indovinare.');
  await keep(visitor, testInfo, 'account-reset-weak.png');
  await visitor.getByLabel('Nuova password').fill(newPassword);
  await visitor.getByLabel('Conferma password').fill(newPassword);
  await visitor.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(visitor.getByRole('heading', { name: 'Password aggiornata' })).toBeVisible();
  await keep(visitor, testInfo, 'account-reset-done.png');

  // The first browser's session ended with the reset.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Accedi a Cornice' })).toBeVisible();
  expect(await isLoggedIn(page.request)).toBe(false);

  await visitor.getByRole('link', { name: 'Accedi' }).click();
  await logIn(visitor, email, newPassword);
  await expect(visitor).toHaveURL(/\/dashboard$/);

  // The link is spent.
  await visitor.goto(link);
  await expect(visitor.getByRole('alert')).toHaveText('Questo link è già stato usato. Se ti serve ancora, richiedine uno nuovo.');
  await keep(visitor, testInfo, 'account-reset-used.png');
  await other.close();
});

test('an expired reset link is refused with a clear Italian message and the old password still works', async ({ page }) => {
  const email = uniqueEmail('expired');
  await signUpThroughTopBar(page, email);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/idp/password/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  const link = await readMailLink(page.request, email, 'Reimposta la tua password di Cornice');
  expect((await page.request.post('/api/test-hooks/expire-account-links', { data: { to: email } })).status()).toBe(204);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Questo link è scaduto. Richiedine uno nuovo.');
  await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
  await expect(page.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible();
  await page.goto('/auth/login?returnTo=%2Fdashboard');
  await logIn(page, email, testPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('changing the login address changes nothing until the new address opens its link', async ({ page }, testInfo) => {
  const email = uniqueEmail('from');
  const newEmail = uniqueEmail('to');
  await signUpThroughTopBar(page, email);

  // The sign-up address waits for its link: the dashboard says so and offers to send it again.
  const banner = page.getByRole('region', { name: 'Conferma il tuo indirizzo email' });
  await expect(banner).toContainText(`Ti abbiamo inviato un link a ${email}`);
  await banner.getByRole('button', { name: 'Invia di nuovo il link' }).click();
  await expect(banner.getByRole('status')).toHaveText(`Ti abbiamo inviato un nuovo link a ${email}.`);
  await keep(page, testInfo, 'account-dashboard-banner.png');

  await page.getByRole('region', { name: 'Il tuo account' }).getByRole('link', { name: 'Impostazioni account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessioni attive' }).getByText('Questa sessione')).toBeVisible();
  await keep(page, testInfo, 'account-settings.png');

  const change = page.getByRole('region', { name: 'Cambia indirizzo di accesso' });
  await change.getByLabel('Nuovo indirizzo email').fill(newEmail);
  await change.getByLabel('Password attuale').fill(testPassword);
  await change.getByRole('button', { name: 'Invia il link' }).click();
  await expect(change.getByRole('status')).toHaveText(`Ti abbiamo inviato un link a ${newEmail}: aprilo per confermare il cambio.`);
  await expect(page.getByText(`In attesa di conferma: ${newEmail}.`)).toBeVisible();
  await keep(page, testInfo, 'account-settings-pending.png');

  // Until the link is opened, only the old address logs in.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login?returnTo=%2Fdashboard');
  await logIn(page, newEmail);
  await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const link = await readMailLink(page.request, newEmail, 'Conferma il nuovo indirizzo di accesso a Cornice');
  await page.goto(link);
  await expect(page.getByText(`Da ora accederai a Cornice con ${newEmail}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Conferma il nuovo indirizzo' }).click();
  await expect(page.getByRole('heading', { name: 'Indirizzo di accesso cambiato' })).toBeVisible();
  await keep(page, testInfo, 'account-login-address-changed.png');
  const toOld = (await (await page.request.get(`/api/test-hooks/mails?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string }[] };
  expect(toOld.mails.map((mail) => mail.subject)).toContain('Il tuo indirizzo di accesso a Cornice è cambiato');

  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login?returnTo=%2Fdashboard');
  await logIn(page, email);
  await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
  await logIn(page, newEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});
