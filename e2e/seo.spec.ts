import type { Page } from '@playwright/test';
import { seoTextsIt } from '../src/shared/seo/seo-texts.it.js';
import { expect, test } from './support/fixtures.js';
import { waitForHydration } from './support/hydration.js';
import { acceptCookies } from './support/selection-steps.js';

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

const description = (page: Page) => page.locator('meta[name="description"]');

test("the server's tags name the page, and navigating in the app keeps them on the page shown", async ({ page, server }) => {
  // What a crawler or a link preview reads: the HTML as the server sends it, no script run.
  const html = await (await page.request.get('/choose-theme', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<title>${seoTextsIt.pages.chooseTheme.title} · Cornice</title>`);
  expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}/choose-theme" />`);
  expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/choose-theme" />`);

  await page.goto('/');
  await expect(page).toHaveTitle(`${seoTextsIt.pages.landing.title} · Cornice`);
  await expect(description(page)).toHaveAttribute('content', seoTextsIt.pages.landing.description);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${server.baseUrl}/og-image.png`);

  // A client-side navigation once the app runs: no new HTML from the server.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Supporto', exact: true }).click();
  await expect(page).toHaveURL(/\/supporto$/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveTitle(`${seoTextsIt.pages.supporto.title} · Cornice`);
  await expect(description(page)).toHaveAttribute('content', seoTextsIt.pages.supporto.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${server.baseUrl}/supporto`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${server.baseUrl}/supporto`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(description(page)).toHaveCount(1);

  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
});
