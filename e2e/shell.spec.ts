import { expect, test } from './support/fixtures.js';

test('the cookie choice is kept across a reload, for 150 days', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accetto' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);

  const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(consent?.value).toBe('accepted');
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(149);
  expect(days).toBeLessThanOrEqual(150.01);
});

test('refusing cookies is remembered too', async ({ page }) => {
  await page.goto('/supporto');
  const banner = page.getByRole('region', { name: /cookie/i });
  await banner.getByRole('button', { name: 'Rifiuto' }).click();
  // What the visitor sees before going on (a press made before the app runs is replayed once it does).
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/questa/pagina/non-esiste');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every route of the route table renders under the CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const publicRoutes = [
    '/', '/prova', '/catalogo/operatore-1', '/view/operatore-1/bozza-1', '/choose-theme', '/choose-format/matrimonio',
    '/choose-template/matrimonio/cartolina-verticale', '/layout-personalizzato', '/privacy-policy', '/termini-di-servizio',
    '/cookie-policy', '/supporto', '/guida-operatore', '/contatti', '/pagamento-annullato', '/abbonamenti',
  ];
  for (const route of publicRoutes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/]/g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
  }
  await page.goto('/pagamento-annullato');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Cancelled');
  expect(violations).toEqual([]);
});

test('login-only routes show the redirect notice and go to the login page', async ({ page }) => {
  for (const route of ['/dashboard', '/upload-template', '/editor/matrimonio/cartolina-verticale/base.png']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Accedi a Cornice' }), route).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/idp\//);
  }
});

test('the page hydrates where the visitor scrolled to: no jump to the top under their pointer', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  // A pointer over the page starts the app; the page it hydrates stays scrolled.
  await page.getByRole('contentinfo').hover();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the top bar and footer link where the spec says', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/supporto', '/contatti', '/termini-di-servizio', '/privacy-policy', '/cookie-policy']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Layout su Misura' })).toHaveAttribute('href', '/layout-personalizzato');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await footer.locator('a[href="/supporto"]').click();
  await expect(page).toHaveURL(/\/supporto$/);
  // The page's chunk loads after the URL changes; the scroll reset comes with the new page.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
