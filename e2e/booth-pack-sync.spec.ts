import { AxeBuilder } from '@axe-core/playwright';
import { request as httpClient, type APIResponse, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, openEditor, waitForServerSave } from './support/editor-steps.js';
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

test('an annual operator publishes a layout for the booth, the booth pulls it (304 when unchanged), a republish changes the pack at the same URL, and a revoke ends it', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('booth-sync'));
  await giveAnnualPlan(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.keyboard.press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await waitForServerSave(page);

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
