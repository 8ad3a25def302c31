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

/** Sign up through the top bar, as a new operator would; lands on /dashboard. */
export async function signUpThroughTopBar(page: Page, email: string): Promise<void> {
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
