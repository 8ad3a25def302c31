import { MeResponse } from '../src/shared/api/me.js';
import { expectLoggedInTopBar, expectLoggedOutTopBar, logIn, signUpThroughLoginPages, signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';

test('an operator signs up, sees the logged-in top bar, logs out and logs back in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUpThroughLoginPages(page, email);
  await expectLoggedInTopBar(page);

  const me = MeResponse.parse(await (await page.request.get('/api/me')).json());
  expect(me.user?.email).toBe(email);
  expect(me.plan).toEqual({ type: 'Gratuito', endDate: null });
  // A free operator sees the plans link, not the Premium badge.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Abbonamenti' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedOutTopBar(page);
  const afterLogout = MeResponse.parse(await (await page.request.get('/api/me')).json());
  expect(afterLogout.user).toBeNull();

  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLoggedInTopBar(page);
});

test('a link to the provider’s logout from another site waits for a click and logs nobody out', async ({ page, server }) => {
  await signUpThroughTopBar(page, uniqueEmail('crafted-logout'));
  await page.goto(`/idp/session/end?post_logout_redirect_uri=${encodeURIComponent(`${server.baseUrl}/`)}`);
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('script[src*="logout-autosubmit"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/idp\/session\/end/);
  await page.screenshot({ path: test.info().outputPath('crafted-logout.png') });
  await page.goto('/dashboard');
  await expectLoggedInTopBar(page);
});

test('a visitor opening a login-only route is sent to login and brought back to it', async ({ page }) => {
  const email = uniqueEmail('return');
  await signUpThroughTopBar(page, email);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expectLoggedOutTopBar(page);

  await page.goto('/upload-template?from=test');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/upload-template\?from=test$/);
  await expectLoggedInTopBar(page);
});

test('the login page gives one answer for a wrong password and an unknown address', async ({ page }) => {
  const email = uniqueEmail('errors');
  await signUpThroughTopBar(page, email);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();

  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await logIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await logIn(page, uniqueEmail('nobody'), 'whatever-password');
  await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
});

test('the visitor view shows no user and the free plan', async ({ page }) => {
  await page.goto('/');
  await expectLoggedOutTopBar(page);
  const me = MeResponse.parse(await (await page.request.get('/api/me')).json());
  expect(me.user).toBeNull();
  expect(me.plan.type).toBe('Gratuito');
  expect(me.limits.isDemo).toBe(true);
});
