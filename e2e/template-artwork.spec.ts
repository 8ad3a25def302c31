import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, editorPath, openEditor } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

/** Print originals reach only the operators entitled to them; the others draw the display copy. */

const original = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const display = '/assets/templates/matrimonio/cartolina_verticale/display/eucalyptus-bloom.webp';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  await mkdir('.tmp/review', { recursive: true });
});

/** The paths of the template pictures the page asked for. */
function recordTemplateRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/templates/') && /\.(png|webp)$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

async function storedTemplateSize(page: Page): Promise<[number, number]> {
  const stored = (await (await page.request.get(`/api/layouts/${currentLayoutId(page)}`)).json()) as { document: { template: { width: number; height: number } } };
  return [stored.document.template.width, stored.document.template.height];
}

test("a visitor's GET of a template original is refused; an entitled operator's works, private", async ({ page }) => {
  const visitor = await page.request.get(original);
  expect(visitor.status()).toBe(401);
  expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  const publicCopy = await page.request.get(display);
  expect([publicCopy.status(), publicCopy.headers()['content-type']]).toEqual([200, 'image/webp']);

  await signUpThroughTopBar(page, uniqueEmail('artwork-free'));
  const free = await page.request.get(original);
  expect(free.status()).toBe(403);
  expect(((await free.json()) as { error: { code: string } }).error.code).toBe('ARTWORK_NOT_ENTITLED');

  await giveAnnualPlan(page);
  const annual = await page.request.get(original);
  expect(annual.status()).toBe(200);
  expect(annual.headers()['content-type']).toBe('image/png');
  expect(annual.headers()['cache-control']).toMatch(/^private/);
});

test("a free operator's editor draws the display copy, at the template's own size", async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('artwork-editor-free'));
  const requested = recordTemplateRequests(page);
  await openEditor(page, editorPath);
  expect(requested).toContain(display);
  expect(requested).not.toContain(original);
  await expect(page.locator('.editor-canvas__template')).toHaveAttribute('src', new RegExp(`${display.replace(/\./g, '\\.')}$`));
  expect(await storedTemplateSize(page)).toEqual([1200, 1800]);
  await page.screenshot({ path: '.tmp/review/editor-free-display-copy.png' });
});

test("an annual operator's editor draws the original", async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('artwork-editor-annual'));
  await giveAnnualPlan(page);
  const requested = recordTemplateRequests(page);
  await openEditor(page, editorPath);
  expect(requested).toContain(original);
  expect(requested).not.toContain(display);
  await expect(page.locator('.editor-canvas__template')).toHaveAttribute('src', new RegExp(`${original.replace(/\./g, '\\.')}$`));
  expect(await storedTemplateSize(page)).toEqual([1200, 1800]);
  await page.screenshot({ path: '.tmp/review/editor-annual-original.png' });
});

test('the demo editor draws the display copy with no account', async ({ page }) => {
  const requested = recordTemplateRequests(page);
  await page.goto('/prova');
  await expect(page.getByTestId('editor-canvas').locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  expect(requested.some((p) => p.includes('/display/'))).toBe(true);
  expect(requested.filter((p) => p.endsWith('.png'))).toEqual([]);
});

test("a client on the operator's public catalogue loads previews only, never an original", async ({ browser, page, server }) => {
  await signUpThroughTopBar(page, uniqueEmail('artwork-catalogue'));
  await giveAnnualPlan(page);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  await acceptCookies(context, server.baseUrl);
  const client = await context.newPage();
  const requested = recordTemplateRequests(client);
  const images: string[] = [];
  client.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await client.goto(`/catalogo/${encodeURIComponent(me.user.id)}`);
  await client.getByLabel('Tema').selectOption('matrimonio');
  await client.getByLabel('Formato').selectOption('cartolina-verticale');
  await expect(client.getByRole('button', { name: 'Scegli Eucalyptus Bloom' })).toBeVisible();
  await client.waitForLoadState('networkidle');
  expect(images.some((p) => p.includes('/assets/templates/matrimonio/cartolina_verticale/'))).toBe(true);
  expect(requested.filter((p) => /^\/assets\/templates\/[^/]+\/[^/]+\/[^/]+\.png$/.test(p))).toEqual([]);
  await client.screenshot({ path: '.tmp/review/public-catalogue.png', fullPage: true });
  await context.close();
});
