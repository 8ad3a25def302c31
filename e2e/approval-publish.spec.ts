import { request as httpClient, type APIResponse, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { uniqueEmail } from './support/auth-steps.js';
import { openClientPhone, requestCard, sendRequest, setUpOperator, shareFromRequest } from './support/client-loop-steps.js';
import { editorCanvas, waitForServerSave } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

// Print-size renders (two publishes and the draft) on a loaded machine: generous limits.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

function publishDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Pubblica per la cabina' });
}

/** The overlay in a pulled zip, as bytes. */
function readOverlay(files: Record<string, Uint8Array>): Buffer {
  const name = Object.keys(files).find((entry) => entry.endsWith('overlay.png'));
  if (name === undefined) throw new Error(`no overlay in ${Object.keys(files).join(', ')}`);
  return Buffer.from(files[name] ?? new Uint8Array());
}

/** One more photo frame (a hole in the booth's overlay), saved in the account. */
async function addPhotoFrame(page: Page): Promise<void> {
  const count = Number(await editorCanvas(page).getAttribute('data-element-count'));
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.keyboard.press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(count + 1));
  await waitForServerSave(page);
}

async function unzipPack(response: APIResponse): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await response.body()));
}

test("with 'Pubblica in cabina quando il cliente approva' on, the client's approval publishes the approved revision at the booth's pull URL (a new ETag), and the request's timeline shows it", async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, uniqueEmail('approval-publish'));
  const client = await openClientPhone(browser, server.baseUrl);
  await sendRequest(client, operatorId);

  // The operator makes the request's layout, with a photo frame, and shares the draft.
  const draftLink = await shareFromRequest(page, 'Crea layout');
  await addPhotoFrame(page);
  const approvedLink = await shareFromRequest(page, 'Apri layout');
  expect(approvedLink).not.toBe(draftLink);

  // First publish, and the setting turned on: the dialog says what it does.
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  const dialog = publishDialog(page);
  const toggle = dialog.getByRole('checkbox', { name: 'Pubblica in cabina quando il cliente approva' });
  await expect(toggle).not.toBeChecked();
  await expect(dialog.getByText('Funziona dopo la prima pubblicazione: la cabina deve già scaricare da questo indirizzo.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Pubblicato: revisione 1.');
  const pullUrl = await dialog.getByRole('textbox', { name: 'Indirizzo per la cabina' }).inputValue();
  await expect(dialog.getByText(/^Quando il cliente approva una bozza di questo layout/)).toBeVisible();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // The booth pulls revision 1: the revision the client is about to approve.
  const booth = await httpClient.newContext();
  const first = await booth.get(pullUrl);
  expect(first.status()).toBe(200);
  const firstEtag = first.headers()['etag'] ?? '';
  const approvedOverlay = readOverlay(await unzipPack(first));

  // The operator goes on editing: a second frame, saved, a newer revision the client never saw.
  await addPhotoFrame(page);

  // The client approves the draft on the phone.
  await client.goto(approvedLink);
  await client.getByRole('button', { name: 'Approva la bozza' }).click();
  await expect(client.getByTestId('view-thank-you')).toContainText('Hai approvato la bozza.');

  // The booth's next polls: a new pack (200, a new ETag) once the server has built it, of the approved revision.
  await expect.poll(async () => (await booth.get(pullUrl, { headers: { 'If-None-Match': firstEtag } })).status(), { timeout: 120_000 }).toBe(200);
  const published = await booth.get(pullUrl);
  expect(published.headers()['etag']).not.toBe(firstEtag);
  expect(published.headers()['x-cornice-pack-revision']).toBe('2');
  const files = await unzipPack(published);
  expect(readOverlay(files).equals(approvedOverlay)).toBe(true);
  expect(JSON.parse(new TextDecoder().decode(files['pack.json']))).toMatchObject({ pullUrl });
  await booth.dispose();

  // The card's timeline: approved, then published to the booth, with its time; the dialog tells the same.
  await page.goto('/dashboard');
  const timeline = requestCard(page).getByRole('region', { name: 'Cronologia' });
  await expect(timeline.getByRole('listitem').last()).toContainText('Pubblicata sulla cabina');
  const steps = (await timeline.getByRole('listitem').allTextContents()).map((text) => text.replace(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, ''));
  expect(steps.slice(-2)).toEqual(['Bozza approvata', 'Pubblicata sulla cabina']);
  await expect(timeline.getByRole('listitem').last().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await requestCard(page).getByRole('link', { name: 'Apri layout' }).click();
  await page.getByRole('button', { name: 'Pubblica per la cabina' }).click();
  await expect(publishDialog(page).getByText(/^Ultima bozza approvata pubblicata: revisione 2, il /)).toBeVisible();
  await expect(publishDialog(page).getByRole('checkbox', { name: 'Pubblica in cabina quando il cliente approva' })).toBeChecked();
  await client.context().close();
});
