import type { Browser, Locator, Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

/** A catalogue clients choose from: designed previews, their names live in the preview, the operator's own layouts. */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const businessName = 'Foto Verdi';
const eucalyptus = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const eucalyptusStarter = '/assets/templates/matrimonio/cartolina_verticale/starters/eucalyptus-bloom.json';

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

/** An operator with a public profile (no plan needed to run a catalogue); answers their user id. */
async function setUpOperator(page: Page, label: string): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail(label));
  const saved = await page.request.post('/api/update-user-metadata', {
    data: { businessName, logoUrl: '', contactEmail: 'studio@verdi.test', contactPhone: '', secondaryEmail: '' },
  });
  expect(saved.status()).toBe(200);
  return ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
}

/** A client on a phone (390 x 844, as opened from Instagram or WhatsApp), never logged in. */
async function openPhoneClient(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await acceptCookies(context, baseUrl);
  return context.newPage();
}

async function openCatalogue(client: Page, operatorId: string): Promise<void> {
  await client.goto(`/catalogo/${encodeURIComponent(operatorId)}`);
  await expect(client.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await client.getByLabel('Tema').selectOption('matrimonio');
  await client.getByLabel('Formato').selectOption('cartolina-verticale');
}

/** Waits until the picture has arrived and decoded: answers what the browser chose and its size. */
async function loadedPicture(client: Page, name: string): Promise<{ currentSrc: string; naturalWidth: number; loading: string }> {
  const image = client.getByRole('list', { name: 'Template del catalogo' }).getByRole('img', { name: `Anteprima di ${name}` });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({ currentSrc: element.currentSrc, naturalWidth: element.naturalWidth, loading: element.loading }));
}

const requestDialog = (client: Page) => client.getByRole('dialog', { name: 'Richiedi questo template' });

async function fillAndSend(client: Page, names: string): Promise<void> {
  const dialog = requestDialog(client);
  await dialog.getByLabel('Nomi').fill(names);
  await dialog.getByLabel('Data evento').fill('12 giugno 2027');
  await dialog.getByLabel('Città').fill('Firenze');
  await dialog.getByLabel('Email').fill('sposi@example.test');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByTestId('request-success')).toContainText('Grazie per la tua richiesta!');
}

/**
 * One keystroke in the field, as the browser delivers it, timed from the input event to the end
 * of the work it causes (React's render and the canvas's redraw); answers whether the words on
 * the canvas changed by the next frame.
 */
async function measureKeystroke(field: Locator): Promise<{ workMs: number; isDrawn: boolean }> {
  return field.evaluate(
    (input: HTMLInputElement) =>
      new Promise<{ workMs: number; isDrawn: boolean }>((resolve) => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="request-preview-words"]');
        const before = canvas?.toDataURL();
        const started = performance.now();
        // React's change event reads the native value, then an input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, `${input.value}a`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // React's own flush was queued before this one: the keystroke's work is done here.
        queueMicrotask(() => {
          const workMs = performance.now() - started;
          requestAnimationFrame(() => resolve({ workMs, isDrawn: canvas !== null && canvas.toDataURL() !== before }));
        });
      }),
  );
}

/** The catalogue's requests as the operator's dashboard reads them. */
async function requestsOf(page: Page): Promise<{ formData: { names: string }; template: { displayName: string } }[]> {
  const response = await page.request.get('/api/catalog-requests');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { requests: { formData: { names: string }; template: { displayName: string } }[] }).requests;
}

test('on a phone the client sees designed previews, sees the names they type in the preview, and sends the request', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'designs-phone');
  const client = await openPhoneClient(browser, server.baseUrl);
  const scripts: string[] = [];
  client.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openCatalogue(client, operatorId);

  // Designed starters as WebP: the first cards at once, the next ones when scrolled near.
  const first = await loadedPicture(client, 'Eucalyptus Bloom');
  expect(first.currentSrc).toMatch(/\/starter-previews\/eucalyptus-bloom-(300|600)\.webp$/);
  const cards = client.getByRole('list', { name: 'Template del catalogo' }).getByRole('img');
  expect(await cards.count()).toBeGreaterThan(2);
  await expect(cards.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(cards.nth(0)).toHaveAttribute('width', '400');
  await expect(cards.nth(0)).toHaveAttribute('height', '600');
  // The page draws nothing: no canvas in the grid, and the preview's drawing code not fetched yet.
  await expect(client.getByRole('list', { name: 'Template del catalogo' }).locator('canvas')).toHaveCount(0);
  expect(scripts.filter((url) => url.includes('load-live-text'))).toEqual([]);

  await client.getByRole('button', { name: 'Scegli Eucalyptus Bloom' }).click();
  const dialog = requestDialog(client);
  const preview = dialog.getByTestId('request-preview');
  await expect(preview).toHaveAttribute('data-live', 'ready');
  expect(scripts.filter((url) => url.includes('load-live-text'))).toHaveLength(1);
  await expect(preview.getByRole('img')).toHaveAttribute('src', /\/starter-backdrops\/eucalyptus-bloom\.webp$/);

  // The names are drawn in the design's own face, loaded from our fonts.
  const starter = (await (await client.request.get(eucalyptusStarter)).json()) as { elements: { id: string; type: string; fontFamily?: string }[] };
  const family = starter.elements.find((element) => element.id === 'names')?.fontFamily ?? '';
  expect(family).not.toBe('');
  expect(await client.evaluate((face) => document.fonts.check(`20px "${face}"`), family)).toBe(true);

  const words = dialog.getByTestId('request-preview-words');
  const before = await words.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  await dialog.getByLabel('Nomi').pressSequentially('Anna & Marco');
  await expect(preview).toContainText('Anteprima con i tuoi testi: Anna & Marco');
  const withNames = await words.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  expect(withNames).not.toBe(before);
  await dialog.getByLabel('Data evento').fill('12 giugno 2027');
  await expect(preview).toContainText('Anna & Marco, 12 giugno 2027');
  expect(await words.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())).not.toBe(withNames);

  // A keystroke redraws the words within a frame, also with the CPU slowed down as Lighthouse's phone is.
  const session = await client.context().newCDPSession(client);
  const keystrokes: Record<number, number[]> = { 1: [], 4: [] };
  for (const rate of [1, 4] as const) {
    await session.send('Emulation.setCPUThrottlingRate', { rate });
    for (let i = 0; i < 5; i += 1) {
      const keystroke = await measureKeystroke(dialog.getByLabel('Nomi'));
      expect(keystroke.isDrawn).toBe(true);
      keystrokes[rate]?.push(keystroke.workMs);
    }
  }
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.POSITIVE_INFINITY;
  console.log(`[catalogue-designs] keystroke to redrawn words, median of 5: ${median(keystrokes[1] ?? []).toFixed(1)} ms, at 4x CPU slowdown ${median(keystrokes[4] ?? []).toFixed(1)} ms`);
  // Inside one frame (16.7 ms at 60 Hz); slowed down four times on this shared machine, within a few.
  expect(median(keystrokes[1] ?? [])).toBeLessThan(16.7);
  expect(median(keystrokes[4] ?? [])).toBeLessThan(50);

  await dialog.getByLabel('Nomi').fill('');
  await fillAndSend(client, 'Anna & Marco');
  expect((await requestsOf(page)).map((request) => [request.formData.names, request.template.displayName])).toEqual([['Anna & Marco', 'Eucalyptus Bloom']]);
  await client.context().close();
});

test("a layout the operator marks 'Mostra nel catalogo' appears in the catalogue, drawn by the server, and can be requested", async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'designs-layout');
  // A layout of the operator's, from the template's starter, saved to their account.
  const document = await (await page.request.get(eucalyptusStarter)).json();
  const created = await page.request.post('/api/layouts', { data: { name: 'Festa al mare', source: { kind: 'template', document } } });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { templatePath: string }).templatePath).toBe(eucalyptus);

  await page.goto('/dashboard/layouts');
  const card = page.getByRole('listitem', { name: 'Festa al mare' });
  const toggle = card.getByRole('switch', { name: 'Mostra nel catalogo' });
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith('/catalog') && response.request().method() === 'PUT');
  await toggle.check();
  expect((await saved).status()).toBe(200);
  await expect(toggle).toBeChecked();

  const client = await openPhoneClient(browser, server.baseUrl);
  await openCatalogue(client, operatorId);
  const picture = await loadedPicture(client, 'Festa al mare');
  expect(picture.currentSrc).toContain(`/api/catalog-layouts/${encodeURIComponent(operatorId)}/`);
  expect(picture.naturalWidth).toBe(400);
  await client.getByRole('button', { name: 'Scegli Festa al mare' }).click();
  await expect(requestDialog(client)).toContainText('Template scelto: Festa al mare');
  await fillAndSend(client, 'Sara & Luca');
  expect((await requestsOf(page)).map((request) => [request.formData.names, request.template.displayName])).toEqual([['Sara & Luca', 'Festa al mare']]);

  // Taken out of the catalogue: the client no longer sees it.
  await page.reload();
  await page.getByRole('listitem', { name: 'Festa al mare' }).getByRole('switch', { name: 'Mostra nel catalogo' }).uncheck();
  await expect(page.getByRole('listitem', { name: 'Festa al mare' }).getByRole('switch', { name: 'Mostra nel catalogo' })).not.toBeChecked();
  await expect
    .poll(async () => {
      await openCatalogue(client, operatorId);
      return client.getByRole('button', { name: 'Scegli Festa al mare' }).count();
    })
    .toBe(0);
  await client.context().close();
});
