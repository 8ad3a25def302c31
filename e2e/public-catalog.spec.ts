import { type Browser, type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

const businessName = 'Foto Bianchi';

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
});

/** An annual operator with a public profile; answers their user id. */
async function setUpOperator(page: Page, label: string): Promise<string> {
  await signUpThroughTopBar(page, uniqueEmail(label));
  await giveAnnualPlan(page);
  const saved = await page.request.post('/api/update-user-metadata', {
    data: { businessName, logoUrl: '', contactEmail: 'studio@bianchi.test', contactPhone: '+39 333 1112223', secondaryEmail: '' },
  });
  expect(saved.status()).toBe(200);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** A client: a browser of their own, never logged in. */
async function openClient(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await acceptCookies(context, baseUrl);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  return page;
}

async function chooseTemplate(client: Page, operatorId: string, template = 'Eucalyptus Bloom'): Promise<void> {
  await client.goto(`/catalogo/${encodeURIComponent(operatorId)}`);
  await expect(client.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(client.getByTestId('catalogue-instruction')).toBeVisible();
  await expect(client.getByLabel('Formato')).toBeDisabled();
  await client.getByLabel('Tema').selectOption('matrimonio');
  await expect(client.getByLabel('Formato')).toBeEnabled();
  await client.getByLabel('Formato').selectOption('cartolina-verticale');
  await expect(client.getByTestId('catalogue-instruction')).toHaveCount(0);
  await client.getByRole('button', { name: `Scegli ${template}` }).click();
}

const requestDialog = (client: Page) => client.getByRole('dialog', { name: 'Richiedi questo template' });

async function sendRequest(client: Page, names: string): Promise<void> {
  const dialog = requestDialog(client);
  await dialog.getByLabel('Nomi').fill(names);
  await dialog.getByLabel('Data evento').fill('12 giugno 2027');
  await dialog.getByLabel('Città').fill('Firenze');
  await dialog.getByLabel('Note (facoltative)').fill('Colori chiari');
  await dialog.getByLabel('Email').fill('sposi@example.test');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByTestId('request-success')).toContainText('Grazie per la tua richiesta!');
}

/** The operator opens the request in the editor, checks the client's names, and shares a draft: answers the link. */
async function shareDraftFromRequest(page: Page, names: string): Promise<string> {
  await page.goto('/dashboard');
  const request = page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: names });
  await expect(request).toContainText('Firenze');
  await expect(request.getByLabel('Stato')).toHaveValue('nuova');
  await request.getByRole('button', { name: 'Crea layout' }).click();
  await expect(page).toHaveURL(/\/editor\/layout\/lay_[A-Za-z0-9_-]+$/);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });

  // The layout starts from the template's starter layout, its texts carrying the client's names and date.
  const layoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = (await (await page.request.get(`/api/layouts/${layoutId}`)).json()) as { document: { elements: { type: string; content?: string }[] } };
  const texts = stored.document.elements.flatMap((element) => (element.type === 'text' ? [element.content ?? ''] : [])).join(' ');
  expect(texts.replace(/\s+/g, ' ')).toContain(names);
  expect(texts.replace(/\s+/g, ' ')).toContain('12 giugno 2027');

  await page.getByRole('button', { name: 'Condividi' }).click();
  const details = page.getByRole('dialog', { name: 'Condividi la bozza' });
  await details.getByRole('button', { name: 'Crea il link' }).click();
  const link = await page.getByRole('dialog', { name: 'Link della bozza pronto' }).getByLabel('Link').inputValue();
  expect(link).toContain('reqId=');
  return link;
}

async function dashboardStatus(page: Page, names: string) {
  await page.goto('/dashboard');
  return page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: names });
}

test('the whole loop: request from the catalogue, draft from the editor, approval by the client', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'loop-approve');
  const client = await openClient(browser, server.baseUrl);
  await chooseTemplate(client, operatorId);
  await sendRequest(client, 'Anna & Marco');

  const link = await shareDraftFromRequest(page, 'Anna & Marco');

  await client.goto(link);
  await expect(client.getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await expect(client.getByTestId('view-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/393331112223/);
  await client.getByRole('button', { name: 'Approva la bozza' }).click();
  await expect(client.getByTestId('view-thank-you')).toContainText(`Grazie! ${businessName} ha ricevuto la tua risposta.`);

  const request = await dashboardStatus(page, 'Anna & Marco');
  await expect(request.getByLabel('Stato')).toHaveValue('approvata');
  await client.context().close();
});

test('the same loop with a change request, which the operator reads on the dashboard', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'loop-changes');
  const client = await openClient(browser, server.baseUrl);
  await chooseTemplate(client, operatorId);
  await sendRequest(client, 'Sara & Luca');
  const link = await shareDraftFromRequest(page, 'Sara & Luca');

  await client.goto(link);
  await client.getByRole('button', { name: 'Richiedi modifiche' }).click();
  const text = client.getByLabel('Descrivi le modifiche che desideri');
  const send = client.getByTestId('view-send-changes');
  await expect(send).toBeDisabled();
  await text.fill('   ');
  await expect(send).toBeDisabled();
  // Cancel goes back to the two buttons.
  await client.getByTestId('view-cancel-changes').click();
  await expect(client.getByRole('button', { name: 'Approva la bozza' })).toBeVisible();
  await client.getByRole('button', { name: 'Richiedi modifiche' }).click();
  await client.getByLabel('Descrivi le modifiche che desideri').fill('Il nome in oro, per favore');
  await client.getByTestId('view-send-changes').click();
  await expect(client.getByTestId('view-thank-you')).toContainText(businessName);

  const request = await dashboardStatus(page, 'Sara & Luca');
  await expect(request.getByLabel('Stato')).toHaveValue('modifiche_richieste');
  await expect(request.getByTestId('request-client-changes')).toContainText('Il nome in oro, per favore');
  await client.context().close();
});

test('the request form rules: required fields, one contact, +39 only, a bare +39 sent empty, reset on open', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'rules');
  const client = await openClient(browser, server.baseUrl);
  await chooseTemplate(client, operatorId);
  const dialog = requestDialog(client);
  const submit = dialog.getByRole('button', { name: 'Invia richiesta' });
  await expect(dialog.getByLabel('Telefono')).toHaveValue('+39');
  await expect(dialog).toContainText('Inserisci almeno un contatto: email o telefono.');
  // No contact yet: submit stays disabled.
  await dialog.getByLabel('Nomi').fill('Giulia');
  await expect(submit).toBeDisabled();

  // A phone without +39 is refused in the form, and nothing is sent.
  let posts = 0;
  client.on('request', (request) => {
    if (request.url().includes('/api/save-catalog-request')) posts += 1;
  });
  await dialog.getByLabel('Telefono').fill('333 1234567');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toContainText('Il numero di telefono deve iniziare con +39.');
  expect(posts).toBe(0);

  // Names, date and city are required.
  await dialog.getByLabel('Telefono').fill('+39 333 1234567');
  await submit.click();
  await expect(dialog.getByText('Campo obbligatorio.').first()).toBeVisible();
  expect(posts).toBe(0);

  // With an email, a bare +39 is sent as empty.
  await dialog.getByLabel('Data evento').fill('3 marzo');
  await dialog.getByLabel('Città').fill('Bologna');
  await dialog.getByLabel('Telefono').fill('+39');
  await dialog.getByLabel('Email').fill('giulia@example.test');
  const sent = client.waitForRequest((request) => request.url().includes('/api/save-catalog-request'));
  await submit.click();
  const body = (await sent).postDataJSON() as { formData: { phone: string; email: string } };
  expect(body.formData).toMatchObject({ phone: '', email: 'giulia@example.test' });
  await expect(dialog.getByTestId('request-success')).toBeVisible();

  // Opening a template again starts from an empty form.
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await client.getByRole('button', { name: 'Scegli Eucalyptus Bloom' }).click();
  await expect(requestDialog(client).getByLabel('Nomi')).toHaveValue('');
  await expect(requestDialog(client).getByLabel('Telefono')).toHaveValue('+39');
  await client.context().close();
});

test('a failed send shows the error with a retry; close is disabled while sending', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'retry');
  const client = await openClient(browser, server.baseUrl);
  await chooseTemplate(client, operatorId);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await client.route('**/api/save-catalog-request', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }) });
  });
  const dialog = requestDialog(client);
  await dialog.getByLabel('Nomi').fill('Marta');
  await dialog.getByLabel('Data evento').fill('1 maggio');
  await dialog.getByLabel('Città').fill('Roma');
  await dialog.getByLabel('Email').fill('marta@example.test');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByRole('button', { name: 'Chiudi' }).first()).toBeDisabled();
  release();
  await expect(dialog.getByTestId('request-error')).toContainText('Impossibile inviare la richiesta. Riprova.');
  await client.unroute('**/api/save-catalog-request');
  await dialog.getByRole('button', { name: 'Riprova' }).click();
  // Retry returns to the form with what was typed.
  await expect(dialog.getByLabel('Nomi')).toHaveValue('Marta');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByTestId('request-success')).toBeVisible();
  await client.context().close();
});

test('markup typed by clients and operators shows as text on the catalogue, the dashboard and the draft page', async ({ page, browser, server }) => {
  const payload = `<img src=x onerror="window.__xss=1">"><script>window.__xss=1</script>`;
  // Anything the payload managed to inject would be blocked by the CSP, and Chromium says so on the console.
  const cspViolations: string[] = [];
  const watchCsp = (target: Page) => target.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) cspViolations.push(message.text());
  });
  watchCsp(page);
  await signUpThroughTopBar(page, uniqueEmail('xss'));
  await giveAnnualPlan(page);
  expect(
    (
      await page.request.post('/api/update-user-metadata', {
        data: { businessName: payload, logoUrl: '', contactEmail: 'xss@bianchi.test', contactPhone: '', secondaryEmail: '' },
      })
    ).status(),
  ).toBe(200);
  const operatorId = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

  const client = await openClient(browser, server.baseUrl);
  watchCsp(client);
  await client.goto(`/catalogo/${encodeURIComponent(operatorId)}`);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(payload);
  await client.getByLabel('Tema').selectOption('matrimonio');
  await client.getByLabel('Formato').selectOption('cartolina-verticale');
  await client.getByRole('button', { name: 'Scegli Eucalyptus Bloom' }).click();
  const dialog = requestDialog(client);
  await dialog.getByLabel('Nomi').fill(payload);
  await dialog.getByLabel('Data evento').fill(payload);
  await dialog.getByLabel('Città').fill(payload);
  await dialog.getByLabel('Note (facoltative)').fill(payload);
  await dialog.getByLabel('Email').fill('xss@example.test');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByTestId('request-success')).toBeVisible();

  await page.goto('/dashboard');
  const request = page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').first();
  await expect(request).toContainText(payload);
  await expect(request.locator('script, img[src="x"]')).toHaveCount(0);

  // A draft attached through the editor, then a change request with the payload.
  await request.getByRole('button', { name: 'Crea layout' }).click();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Condividi' }).click();
  await page.getByRole('dialog', { name: 'Condividi la bozza' }).getByRole('button', { name: 'Crea il link' }).click();
  const link = await page.getByRole('dialog', { name: 'Link della bozza pronto' }).getByLabel('Link').inputValue();

  await client.goto(link);
  await expect(client.locator('main')).toContainText(payload);
  await client.getByRole('button', { name: 'Richiedi modifiche' }).click();
  await client.getByLabel('Descrivi le modifiche che desideri').fill(payload);
  await client.getByTestId('view-send-changes').click();
  await expect(client.getByTestId('view-thank-you')).toContainText(payload);

  await page.goto('/dashboard');
  await expect(page.getByTestId('request-client-changes').first()).toContainText(payload);
  for (const target of [page, client]) {
    expect(await target.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Inline scripts that run: the server-rendered draft page's state is JSON data (escaped), never run.
    await expect(target.locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')).toHaveCount(0);
  }
  expect(cspViolations).toEqual([]);
  await client.context().close();
});

test('an unknown operator and a missing draft give clear pages', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'missing');
  const client = await openClient(browser, server.baseUrl);
  await client.goto(`/view/${encodeURIComponent(operatorId)}/bozza-inesistente-20260101t000000z-AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(client.getByTestId('view-image-error')).toHaveText("Impossibile caricare l'immagine della bozza.");
  await expect(client.getByRole('button', { name: 'Approva la bozza' })).toHaveCount(0);
  await client.goto('/catalogo/nessuno-qui');
  await expect(client.getByTestId('catalogue-error')).toContainText('Impossibile caricare il catalogo: ');
  await client.goto('/view/nessuno-qui/bozza-inesistente-20260101t000000z-AAAAAAAAAAAAAAAAAAAAAA');
  await expect(client.getByTestId('view-operator-error')).toHaveText("Errore nel recuperare i dati dell'operatore.");
  const response = await client.request.get('/view/x/y');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(await (await client.request.get('/robots.txt')).text()).toContain('Disallow: /view/');
  await client.context().close();
});

test('the form proves its sender in a worker, and the operator deletes a flood from one network in one step', async ({ page, browser, server }) => {
  const operatorId = await setUpOperator(page, 'flood');
  const client = await openClient(browser, server.baseUrl);
  const workers: string[] = [];
  client.on('worker', (worker) => workers.push(worker.url()));
  const proofs: string[] = [];
  client.on('request', (request) => {
    if (request.url().includes('/api/save-catalog-request')) proofs.push(String((request.postDataJSON() as { proof?: unknown }).proof ?? ''));
  });
  await chooseTemplate(client, operatorId);
  await sendRequest(client, 'Spam Uno');
  for (const names of ['Spam Due', 'Spam Tre']) {
    await requestDialog(client).getByRole('button', { name: 'Chiudi' }).first().click();
    await client.getByRole('button', { name: 'Scegli Eucalyptus Bloom' }).click();
    await sendRequest(client, names);
  }
  // Each request carried its own proof, solved off the page's thread.
  expect(proofs).toHaveLength(3);
  expect(new Set(proofs).size).toBe(3);
  expect(proofs.every((proof) => proof.length > 100)).toBe(true);
  expect(workers.length).toBeGreaterThanOrEqual(3);
  // A request without a proof is refused with its code.
  const bare = await client.request.post('/api/save-catalog-request', {
    data: { operatorId, template: { displayName: 'x', original: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', preview: '/x.jpg' }, formData: { names: 'Bot', eventDate: 'x', city: 'y', email: 'bot@example.test' } },
  });
  expect(bare.status()).toBe(400);
  expect(((await bare.json()) as { error: { code: string } }).error.code).toBe('PROOF_OF_WORK_MISSING');
  await client.context().close();

  const request = await dashboardStatus(page, 'Spam Due');
  await request.getByRole('button', { name: 'Elimina come spam' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare le richieste di questo mittente?' });
  await expect(confirm).toContainText('Saranno eliminate definitivamente 3 richieste');
  await page.screenshot({ path: test.info().outputPath('delete-sender.png') });
  await confirm.getByRole('button', { name: 'Elimina tutte' }).click();
  await expect(page.getByText('Eliminate 3 richieste.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Richieste dei clienti' })).toHaveCount(0);
});
