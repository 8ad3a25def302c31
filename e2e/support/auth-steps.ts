import { type Page, expect } from '@playwright/test';

export const testPassword = 'correct-horse-battery';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** From the embedded provider's login page: switch to sign-up and create the account. */
export async function signUpFromLoginPage(page: Page, email: string, password = testPassword): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Accedi a Cornice' })).toBeVisible();
  await page.getByRole('link', { name: /Registrati/ }).click();
  await fillSignUp(page, email, password);
}

export async function fillSignUp(page: Page, email: string, password = testPassword): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: 'Registrati' }).click();
}

export async function logIn(page: Page, email: string, password = testPassword): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Accedi a Cornice' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/**
 * A new operator `email` (password `testPassword`), logged in on the page's browser context; lands
 * on /dashboard. For the tests that are not about signing up: the account and the session come
 * from the test hook (`POST /api/test-hooks/operator`), a second or so instead of the trip through
 * the top bar and the provider's pages. The login form takes the account afterwards, so a test
 * may still log out and back in. The sign-up itself is tested through `signUpThroughLoginPages`.
 */
export async function signUpThroughTopBar(page: Page, email: string): Promise<void> {
  const created = await page.request.post('/api/test-hooks/operator', { data: { email, password: testPassword } });
  if (created.status() !== 204) throw new Error(`the operator hook answered ${created.status()}: ${await created.text()}`);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sign up through the top bar and the provider's pages, as a new operator does; lands on /dashboard. */
export async function signUpThroughLoginPages(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await signUpFromLoginPage(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function expectLoggedInTopBar(page: Page): Promise<void> {
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Crea Nuovo Layout' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accedi / Registrati' })).toHaveCount(0);
}

export async function expectLoggedOutTopBar(page: Page): Promise<void> {
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}
