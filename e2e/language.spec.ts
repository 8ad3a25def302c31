import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

async function chooseLanguage(page: Page, current: 'Lingua' | 'Language', language: 'it' | 'en'): Promise<void> {
  const select = page.getByRole('contentinfo').getByRole('combobox', { name: current });
  await select.scrollIntoViewIfNeeded();
  await select.selectOption(language);
  // What the visitor sees before going on: the page in the chosen language.
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('a visitor switches to English in the footer, keeps it across visits, and back to Italian', async ({ page, context }) => {
  await page.goto('/');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await chooseLanguage(page, 'Lingua', 'en');
  await expect(topBar.getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice is a first-party cookie for a year, readable by the server's own pages.
  const cookie = (await context.cookies()).find((c) => c.name === 'cornice_lang');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.reload();
  await expect(topBar.getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' })).toHaveValue('en');

  // Prices follow the locale: '€25' in English.
  await page.goto('/abbonamenti');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const passCard = page.getByRole('region', { name: 'Pay per use' });
  await expect(passCard.locator('.plan-card__price strong')).toHaveText('€25');
  await expect(page.getByRole('region', { name: 'Annual PRO' }).locator('.plan-card__price strong')).toHaveText('€590');
  await expect(passCard.getByText('per template, one-off')).toBeVisible();

  // The identity provider's page, rendered by the server, follows the cookie.
  await topBar.getByRole('link', { name: 'Log in / Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Cornice' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'No account yet? Sign up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/');
  await chooseLanguage(page, 'Language', 'it');
  await expect(topBar.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.goto('/abbonamenti');
  await expect(page.getByRole('heading', { level: 1, name: 'Abbonamenti' })).toBeVisible();
  // Italian writes the symbol after the number (Intl puts a no-break space between them).
  await expect(page.getByRole('region', { name: 'Pay per use' }).locator('.plan-card__price strong')).toHaveText(/^25\s€$/);
  await topBar.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi a Cornice' })).toBeVisible();
});

test('the editor speaks English too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await chooseLanguage(page, 'Lingua', 'en');
  await page.goto('/prova');
  await expect(page.getByText('Try the tools on a sample layout')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Editor tools' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add text' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add photo frame' })).toBeVisible();
  const categories = page.getByRole('tablist', { name: 'Clip-art categories' });
  await expect(categories.getByRole('tab', { name: 'sample', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Birthday cake' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Properties' }).getByRole('heading', { name: 'Nothing selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Sign up for free to share drafts');
});
