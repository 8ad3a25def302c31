import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { request as httpClient, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, editorCanvas, openEditor, waitForServerSave } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

// Two print-size renders per publish on a loaded machine: generous limits.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

function publishDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Pubblica per la cabina' });
}

/** The overlay in a pulled zip (wherever the pack puts it), as bytes. */
async function readOverlay(response: APIResponse): Promise<Buffer> {
  const files = unzipSync(new Uint8Array(await response.body()));
  const name = Object.keys(files).find((entry) => entry.endsWith('overlay.png'));
  if (name === undefined) throw new Error(`no overlay in ${Object.keys(files).join(', ')}`);
  return Buffer.from(files[name] ?? new Uint8Array());
}

/** A new annual operator's first layout, with one photo frame, saved in the account and open in the editor. */
async function openNewLayoutWithFrame(page: Page, label: string): Promise<void> {
  await signUpThroughTopBar(page, uniqueEmail(label));
  await giveAnnualPlan(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.keyboard.press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await waitForServerSave(page);
}

/**
 * A new annual operator's first layout (one photo frame), published from the dialog with the
 * expiry chosen there: answers its pull URL and the layout's id, the dialog left open.
 */
async function publishNewLayout(page: Page, label: string, expiry: string): Promise<{ pullUrl: string; layoutId: string }> {
  await openNewLayoutWithFrame(page, label);
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  const dialog = publishDialog(page);
  await dialog.getByLabel('Scadenza del link').selectOption({ label: expiry });
  await dialog.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Pubblicato: revisione 1.');
  const pullUrl = await dialog.getByRole('textbox', { name: 'Indirizzo per la cabina' }).inputValue();
  expect(pullUrl).toMatch(/\/pack\/[A-Za-z0-9_-]{43}$/);
  return { pullUrl, layoutId: currentLayoutId(page) };
}

/** What a booth (or anyone) gets at a URL that serves no pack: the short 404 text, no zip, no ETag. */
async function expectNoPack(client: APIRequestContext, url: string): Promise<void> {
  const response = await client.get(url);
  expect(response.status(), url).toBe(404);
  expect(response.headers()['content-type'], url).toMatch(/^text\/plain/);
  expect(response.headers()['etag'], url).toBeUndefined();
  expect(response.headers()['x-cornice-pack-revision'], url).toBeUndefined();
  expect(await response.text(), url).toBe('Pacchetto non trovato. / Pack not found.\n');
}

/** The Italian long date, as the dialog writes it, of a time `days` from now. */
const longDateIn = (days: number) => new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' }).format(new Date(Date.now() + days * 86_400_000));

test('an annual operator publishes a layout for the booth, the booth pulls it (304 when unchanged), a republish changes the pack at the same URL, and a revoke ends it', async ({ page }) => {
  await openNewLayoutWithFrame(page, 'booth-sync');

  // Publish: the dialog shows the URL, its QR code and a command per program.
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  const dialog = publishDialog(page);
  await expect(dialog.getByText('Questo layout non è ancora pubblicato.')).toBeVisible();
  await dialog.getByLabel('Scadenza del link').selectOption({ label: '30 giorni' });
  await dialog.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Pubblicato: revisione 1.');
  const pullUrl = await dialog.getByRole('textbox', { name: 'Indirizzo per la cabina' }).inputValue();
  expect(pullUrl).toMatch(/\/pack\/[A-Za-z0-9_-]{43}$/);
  expect(pullUrl).not.toContain(page.url().split('/').pop() ?? 'no id');
  await expect(dialog.getByRole('img', { name: 'Codice QR dell’indirizzo per la cabina' })).toBeVisible();
  await expect(dialog.getByText(`curl -fsSL -o cornice-pack.zip '${pullUrl}' && unzip -o cornice-pack.zip -d /var/www/html/private/cornice`)).toBeVisible();
  await expect(dialog.getByText(/^Scade il /)).toBeVisible();
  await expect(dialog.getByText('Nessuna cabina lo ha ancora scaricato.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.booth-pack').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The booth: a plain HTTP client with no session, only the URL.
  const booth = await httpClient.newContext();
  const first = await booth.get(pullUrl);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('application/zip');
  expect(first.headers()['cache-control']).toBe('no-cache');
  const firstEtag = first.headers()['etag'] ?? '';
  expect(firstEtag).toMatch(/^"[0-9a-f]{64}"$/);
  const firstOverlay = await readOverlay(first);
  // The very first pack already names the URL it is pulled from, for the next pulls.
  const firstFiles = unzipSync(new Uint8Array(await first.body()));
  expect(JSON.parse(new TextDecoder().decode(firstFiles['pack.json']))).toMatchObject({ pullUrl });
  for (const readme of ['README.it.txt', 'README.en.txt']) expect(new TextDecoder().decode(firstFiles[readme])).toContain(pullUrl);
  const unchanged = await booth.get(pullUrl, { headers: { 'If-None-Match': firstEtag } });
  expect(unchanged.status()).toBe(304);
  expect((await unchanged.body()).length).toBe(0);

  // Edit the layout and publish again: same URL, a new revision, a different pack.
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await page.keyboard.press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  await waitForServerSave(page);
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  await expect(dialog.getByText(/^Ultimo scaricamento dalla cabina: /)).toBeVisible();
  await expect(dialog.getByText(/^Revisione 1, pubblicata il /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ripubblica' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Pubblicato: revisione 2.');
  expect(await dialog.getByRole('textbox', { name: 'Indirizzo per la cabina' }).inputValue()).toBe(pullUrl);

  const second = await booth.get(pullUrl, { headers: { 'If-None-Match': firstEtag } });
  expect(second.status()).toBe(200);
  expect(second.headers()['etag']).not.toBe(firstEtag);
  expect((await readOverlay(second)).equals(firstOverlay)).toBe(false);
  const old = await booth.get(`${pullUrl}/r/1`);
  expect(old.status()).toBe(200);
  expect(old.headers()['etag']).toBe(firstEtag);

  // Revoke, after the confirmation: focus lands on the publish button, the URL answers 404.
  await dialog.getByRole('button', { name: 'Revoca il link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revocare il link?' });
  await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Revoca', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link revocato.');
  await expect(dialog.getByRole('button', { name: 'Pubblica', exact: true })).toBeFocused();
  expect((await booth.get(pullUrl)).status()).toBe(404);
  expect((await booth.get(`${pullUrl}/r/1`)).status()).toBe(404);
  await booth.dispose();
});

test('a link made to last 7 days answers 410 to the booth once they have passed, even to a pull with the old ETag, until the operator changes the expiry', async ({ page }) => {
  // The shortest duration the dialog offers.
  const expectedDates = [longDateIn(7)];
  const { pullUrl, layoutId } = await publishNewLayout(page, 'booth-expiry', '7 giorni');
  expectedDates.push(longDateIn(7));
  const dialog = publishDialog(page);
  const expiryText = await dialog.getByText(/^Scade il /).textContent();
  expect(expectedDates.some((date) => expiryText?.includes(date))).toBe(true);

  const booth = await httpClient.newContext();
  const fresh = await booth.get(pullUrl);
  expect(fresh.status()).toBe(200);
  const etag = fresh.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

  // Eight days pass for this link (a test hook: the server's clock is the real one).
  const elapsed = await page.request.post('/api/test-hooks/booth-pack-elapsed', { data: { layoutId, days: 8 } });
  expect(elapsed.status()).toBe(200);

  const expired = await booth.get(pullUrl);
  expect(expired.status()).toBe(410);
  expect(expired.headers()['content-type']).toMatch(/^text\/plain/);
  expect(expired.headers()['etag']).toBeUndefined();
  expect(await expired.text()).toBe('Questo link è scaduto. / This link has expired.\n');
  // A booth that already has the pack is not told it is still current, nor served an old revision.
  expect((await booth.get(pullUrl, { headers: { 'If-None-Match': etag } })).status()).toBe(410);
  expect((await booth.get(`${pullUrl}/r/1`)).status()).toBe(410);
  expect((await booth.head(pullUrl)).status()).toBe(410);

  // The operator opens the dialog again: it says the link has expired; 'Mai' brings it back, same URL.
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  await expect(dialog.getByText(/^Scaduto il .*: la cabina riceve «link scaduto» finché non cambi la scadenza\.$/)).toBeVisible();
  await dialog.getByLabel('Scadenza del link').selectOption({ label: 'Mai' });
  await dialog.getByRole('button', { name: 'Cambia scadenza' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Scadenza aggiornata.');
  await expect(dialog.getByText('Non scade.')).toBeVisible();
  expect(await dialog.getByRole('textbox', { name: 'Indirizzo per la cabina' }).inputValue()).toBe(pullUrl);
  expect((await booth.get(pullUrl, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  expect((await booth.get(pullUrl)).status()).toBe(200);
  await booth.dispose();
});

test("another operator who guesses a pack URL by the pattern of their own finds nothing: not another token of that shape, not a revision beyond the latest", async ({ page, browser, server }) => {
  // Two operators, each with a publish (two print-size renders each).
  test.setTimeout(420_000);
  const first = await publishNewLayout(page, 'booth-owner', 'Mai');

  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 } });
  await acceptCookies(context, server.baseUrl);
  const other = await context.newPage();
  const second = await publishNewLayout(other, 'booth-guesser', 'Mai');
  expect(second.pullUrl).not.toBe(first.pullUrl);

  // The second operator's own URL serves their pack: the pattern they learn is /pack/<43 characters>.
  const own = await other.request.get(second.pullUrl);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('application/zip');

  // Guesses, with the second operator's session: other tokens of the same shape, and the first
  // operator's token (as if once seen) with a revision beyond the latest one.
  const origin = new URL(first.pullUrl).origin;
  const guessedToken = randomBytes(32).toString('base64url');
  expect(guessedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const secondToken = second.pullUrl.split('/pack/')[1] ?? '';
  const neighbour = `${secondToken.slice(0, -1)}${secondToken.endsWith('A') ? 'B' : 'A'}`;
  const guesses = [
    `${origin}/pack/${guessedToken}`,
    `${origin}/pack/${guessedToken}/r/1`,
    `${origin}/pack/${neighbour}`,
    `${origin}/pack/${first.layoutId}`,
    `${first.pullUrl}/r/2`,
    `${first.pullUrl}/r/1000`,
    `${second.pullUrl}/r/2`,
  ];
  for (const guess of guesses) await expectNoPack(other.request, guess);

  // A booth with no session reaches the first operator's real URL and revision, not the guesses.
  const booth = await httpClient.newContext();
  expect((await booth.get(first.pullUrl)).status()).toBe(200);
  expect((await booth.get(`${first.pullUrl}/r/1`)).status()).toBe(200);
  for (const guess of guesses) await expectNoPack(booth, guess);
  await booth.dispose();
  await context.close();
});
