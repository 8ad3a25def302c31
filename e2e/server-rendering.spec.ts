import type { Page } from '@playwright/test';
import { expectLoggedInTopBar, signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';
import { waitForHydration } from './support/hydration.js';

const heroTitle = 'Layout di stampa per i tuoi eventi, pronti in pochi minuti';
/** The public pages the server renders (src/shared/ssr/server-rendered-pages.ts), one of each kind. */
const serverRenderedPaths = ['/', '/abbonamenti', '/choose-theme', '/choose-format/matrimonio', '/supporto', '/guida-operatore', '/contatti', '/layout-personalizzato', '/termini-di-servizio', '/privacy-policy', '/cookie-policy', '/catalogo/no-such-operator'];

/** Every console error or warning, and uncaught errors: a hydration mismatch shows as one of them. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test("the server sends the landing page's content as HTML, with no script but the boot and JSON data", async ({ page }) => {
  const response = await page.request.get('/', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toContain(`<h1 id="landing-title" class="landing-hero__title">${heroTitle}</h1>`);
  expect(html).toContain('<div id="root" data-ssr="">');
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.filter((tag) => tag.includes('type="module"'))).toHaveLength(1);
  expect(scripts.filter((tag) => !tag.includes('type="module"') && !tag.includes('type="application/json"'))).toEqual([]);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
});

test("a phone fetches the landing page's hero once, as the AVIF copy its screen needs, preloaded from <head>", async ({ browser, server }) => {
  // 390 px at 2x: the hero is 100vw - 2rem = 358 px wide, 716 device pixels: the 720 px copy.
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const heroRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/editor-postcard-')) heroRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const hero = page.locator('.landing-hero img');
  await expect(hero).toHaveJSProperty('complete', true);
  expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/assets\/editor-postcard-720-[\w-]+\.avif$/);
  expect(heroRequests).toHaveLength(1);
  expect(heroRequests[0]).toMatch(/^\/assets\/editor-postcard-720-[\w-]+\.avif$/);
  await context.close();
});

test('with JavaScript off the public pages still show and their links lead on', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await page.getByRole('link', { name: 'Vedi piani e prezzi' }).click();
  await expect(page).toHaveURL(/\/abbonamenti$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Supporto', exact: true }).click();
  await expect(page).toHaveURL(/\/supporto$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Layout su Misura' }).click();
  await expect(page).toHaveURL(/\/layout-personalizzato$/);
  await context.close();
});

test('every server-rendered page hydrates without a mismatch or any console problem', async ({ page }) => {
  const problems = recordConsoleProblems(page);
  for (const path of serverRenderedPaths) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(problems).toEqual([]);
});

test('the app loads after the load event, and a press made before it is live is replayed', async ({ page, context }) => {
  const scriptsBeforeLoad: string[] = [];
  let hasLoaded = false;
  page.on('load', () => (hasLoaded = true));
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !hasLoaded) scriptsBeforeLoad.push(new URL(request.url()).pathname);
  });
  // The app's largest script held back: the visitor presses "Accetto" before the page is live.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/react-dom-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  expect(scriptsBeforeLoad).toHaveLength(1);
  expect(scriptsBeforeLoad[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);

  const banner = page.getByRole('region', { name: 'Consenso ai cookie' });
  await banner.getByRole('button', { name: 'Accetto' }).click();
  await expect(banner).toBeVisible();
  release();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('accepted');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('a logged-in operator gets the logged-in top bar in the HTML itself: no visitor bar first', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('ssr-top-bar'));
  const html = await (await page.request.get('/abbonamenti', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('>Crea Nuovo Layout</a>');
  expect(html).not.toContain('Accedi / Registrati');

  // No script at all: what shows is the server's.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expectLoggedInTopBar(page);
  await expect(page.getByRole('link', { name: 'Vai alla dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrati gratis' })).toHaveCount(0);
});

test('the tutorial video asks nothing of YouTube until played, and a play pressed before the app is live still plays', async ({ page }) => {
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('youtube')) youtube.push(request.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));
  await page.goto('/');
  const play = page.getByRole('button', { name: 'Guarda il video tutorial su Cornice' });
  await play.scrollIntoViewIfNeeded();
  expect(youtube).toEqual([]);
  await play.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toHaveCount(1);
});

test('a page whose hydration cannot start (the English texts did not arrive) is rendered afresh, and its buttons work', async ({ page, context, server }) => {
  await context.addCookies([{ name: 'cornice_lang', value: 'en', url: server.baseUrl }]);
  await page.route('**/assets/en-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Print layouts for your events, ready in minutes' })).toBeVisible();
  await waitForHydration(page);
  // Italian, the bundled language, stays; the banner's button is live, not held by boot.ts.
  const banner = page.getByRole('region', { name: 'Consenso ai cookie' });
  await banner.getByRole('button', { name: 'Accetto' }).click();
  await expect(banner).toHaveCount(0);
});

test('a form filled and sent before the app is live is sent once, with what was typed and chosen', async ({ page }) => {
  const posts: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.postDataJSON());
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/react-dom-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contatti');
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await form.getByLabel('Nome', { exact: true }).fill('Giulia Rossi');
  await form.getByLabel('Email', { exact: true }).fill('giulia@example.test');
  await form.getByLabel('Oggetto', { exact: true }).selectOption({ label: 'Richiesta layout personalizzato' });
  await form.getByLabel('Messaggio', { exact: true }).fill('Un layout per la laurea.');
  await form.getByRole('button', { name: 'Invia messaggio' }).click();
  expect(posts).toEqual([]);
  release();

  await expect(page.getByRole('alertdialog', { name: 'Grazie per averci scritto! Ti risponderemo al più presto.' })).toBeVisible();
  expect(posts).toEqual([{ name: 'Giulia Rossi', email: 'giulia@example.test', subject: 'custom_layout', message: 'Un layout per la laurea.' }]);
});
