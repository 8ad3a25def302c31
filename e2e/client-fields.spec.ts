import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, openEditor, propertiesPanel, readCanvas, waitForServerSave } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

// An operator, a client on a phone and the way back: generous on a loaded machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const originalPath = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

interface StoredText {
  id: string;
  type: string;
  content?: string;
  clientEditable?: boolean;
}

async function readTexts(page: Page, layoutId: string): Promise<{ revision: number; elements: StoredText[] }> {
  const response = await page.request.get(`/api/layouts/${layoutId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { revision: number; document: { elements: StoredText[] } };
  return { revision: body.revision, elements: body.document.elements };
}

test("the client edits a text marked 'Modificabile dal cliente' on a phone, and the operator accepts it", async ({ page, browser, server }) => {
  await signUpThroughTopBar(page, uniqueEmail('client-fields'));
  await openEditor(page);
  const layoutId = currentLayoutId(page);

  // The operator adds a name line and marks it for the client.
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  const { selectedId } = await readCanvas(page);
  expect(selectedId).not.toBeNull();
  const panel = propertiesPanel(page);
  await panel.getByLabel('Testo', { exact: true }).fill('Nome & Nome');
  await panel.getByLabel('Testo', { exact: true }).blur();
  await panel.getByRole('checkbox', { name: 'Modificabile dal cliente' }).check();
  await waitForServerSave(page);
  const marked = (await readTexts(page, layoutId)).elements.find((element) => element.id === selectedId);
  expect(marked).toMatchObject({ content: 'Nome & Nome', clientEditable: true });

  await page.getByRole('button', { name: 'Condividi' }).click();
  await page.getByRole('dialog', { name: 'Condividi la bozza' }).getByRole('button', { name: 'Crea il link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link della bozza pronto' });
  const link = await linkDialog.getByLabel('Link').inputValue();
  await linkDialog.getByRole('button', { name: 'Chiudi' }).click();
  const shared = await readTexts(page, layoutId);

  // The client, on a phone, without an account.
  const clientContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await acceptCookies(clientContext, server.baseUrl);
  const client = await clientContext.newPage();
  const requested: string[] = [];
  client.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await client.goto(link);
  await expect(client.getByTestId('editable-draft-canvas')).toBeVisible();
  const field = client.getByRole('button', { name: 'Modifica il testo «Nome & Nome»' });
  await field.tap();
  const editor = client.getByTestId('client-field-editor');
  await editor.getByLabel('Il tuo testo').fill('Giulia & Marco');
  // The drawn draft follows the typing: the tap target now names the client's text.
  await expect(client.getByRole('button', { name: 'Modifica il testo «Giulia & Marco»' })).toBeVisible();
  // The page with its field editor open is usable without sight too.
  const { violations } = await new AxeBuilder({ page: client }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await editor.getByRole('button', { name: 'Fatto' }).tap();
  await client.getByRole('button', { name: 'Invia le modifiche' }).first().tap();
  await expect(client.getByTestId('client-fields-sent')).toBeVisible();
  // Only the display copy of the template reached the client, never its print original.
  expect(requested).toContain('/assets/templates/matrimonio/cartolina_verticale/display/eucalyptus-bloom.webp');
  expect(requested).not.toContain(originalPath);
  await clientContext.close();

  // Nothing changes until the operator decides.
  expect((await readTexts(page, layoutId)).revision).toBe(shared.revision);
  await page.reload();
  const proposal = page.getByTestId('proposal-panel');
  await expect(proposal.getByRole('heading', { name: 'Proposta del cliente' })).toBeVisible();
  await expect(proposal.getByTestId('proposal-change')).toHaveText(['Prima: Nome & Nome→Dopo: Giulia & Marco']);
  await proposal.getByRole('button', { name: 'Accetta' }).click();
  await expect(proposal).toHaveCount(0);

  const accepted = await readTexts(page, layoutId);
  expect(accepted.revision).toBe(shared.revision + 1);
  expect(accepted.elements.find((element) => element.id === selectedId)).toMatchObject({ content: 'Giulia & Marco', clientEditable: true });
  // The editor took the accepted revision as its own: it saves nothing over the client's text.
  await waitForServerSave(page);
  expect((await readTexts(page, layoutId)).revision).toBe(shared.revision + 1);
});
