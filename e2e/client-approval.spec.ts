import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';
import { scaled } from './support/time-scale.js';

const businessName = 'Foto Bianchi';
const names = 'Anna & Marco';

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  // The operator works on a desktop (the editor is desktop-only); the client answers from a phone.
  await page.setViewportSize({ width: 1280, height: 900 });
});

interface MailRow {
  subject: string;
  body: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<MailRow[]> {
  const response = await request.get(`/api/test-hooks/mails?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: MailRow[] }).mails;
}

/** An annual operator with a public profile whose sign-up address is confirmed (notification mails go there). */
async function setUpOperator(page: Page, email: string): Promise<string> {
  await signUpThroughTopBar(page, email);
  await giveAnnualPlan(page);
  const saved = await page.request.post('/api/update-user-metadata', {
    data: { businessName, logoUrl: '', contactEmail: '', contactPhone: '+39 333 1112223', secondaryEmail: '' },
  });
  expect(saved.status()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      link = /https?:\/\/\S+/.exec((await mailsTo(page.request, email)).find((mail) => mail.subject === 'Conferma il tuo indirizzo email')?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: 'Conferma indirizzo' }).click();
  await expect(page.getByRole('button', { name: 'Conferma indirizzo' })).toHaveCount(0);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** The client: a phone of their own, never logged in. */
async function openClientPhone(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await acceptCookies(context, baseUrl);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  return page;
}

async function sendRequest(client: Page, operatorId: string): Promise<void> {
  await client.goto(`/catalogo/${encodeURIComponent(operatorId)}`);
  await client.getByLabel('Tema').selectOption('matrimonio');
  await client.getByLabel('Formato').selectOption('cartolina-verticale');
  await client.getByRole('button', { name: 'Scegli Eucalyptus Bloom' }).click();
  const dialog = client.getByRole('dialog', { name: 'Richiedi questo template' });
  await dialog.getByLabel('Nomi').fill(names);
  await dialog.getByLabel('Data evento').fill('12 giugno 2027');
  await dialog.getByLabel('Città').fill('Firenze');
  await dialog.getByLabel('Email').fill('sposi@example.test');
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(dialog.getByTestId('request-success')).toContainText('Grazie per la tua richiesta!');
}

function requestCard(page: Page) {
  return page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: names });
}

/** 'Condividi la bozza' from the request's layout: the dialog starts with the client's name and event date. Answers the link. */
async function shareFromRequest(page: Page, open: 'Crea layout' | 'Apri layout'): Promise<string> {
  await page.goto('/dashboard');
  const card = requestCard(page);
  await (open === 'Crea layout' ? card.getByRole('button', { name: open }) : card.getByRole('link', { name: open })).click();
  await expect(page).toHaveURL(/\/editor\/layout\/lay_[A-Za-z0-9_-]+$/);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: scaled(30_000) });
  await page.getByRole('button', { name: 'Condividi' }).click();
  const details = page.getByRole('dialog', { name: 'Condividi la bozza' });
  await expect(details.getByLabel('Nome del cliente')).toHaveValue(names);
  await expect(details.getByLabel("Data dell'evento")).toHaveValue('2027-06-12');
  await details.getByRole('button', { name: 'Crea il link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link della bozza pronto' });
  const link = await linkDialog.getByLabel('Link').inputValue();
  expect(link).toContain('reqId=');
  expect(link).toContain('date=2027-06-12');
  await linkDialog.getByRole('button', { name: 'Chiudi' }).click();
  return link;
}

const draftIdOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

test('the client loop on a phone: changes, a newer draft, the old link pointing to it, approval with its date, both mails, the timeline', async ({ page, browser, server }) => {
  test.setTimeout(scaled(180_000));
  const email = uniqueEmail('approval');
  const operatorId = await setUpOperator(page, email);
  const client = await openClientPhone(browser, server.baseUrl);
  await sendRequest(client, operatorId);

  // First draft: the client asks for changes.
  const firstLink = await shareFromRequest(page, 'Crea layout');
  await client.goto(firstLink);
  await expect(client.getByText(`Cliente: ${names}`)).toBeVisible();
  await expect(client.getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await client.getByRole('button', { name: 'Richiedi modifiche' }).click();
  await client.getByLabel('Descrivi le modifiche che desideri').fill('Il nome in oro, per favore');
  await client.getByTestId('view-send-changes').click();
  await expect(client.getByTestId('view-thank-you')).toContainText(`Grazie! ${businessName} ha ricevuto la tua risposta.`);

  // The operator shares a newer draft of the same request.
  const secondLink = await shareFromRequest(page, 'Apri layout');
  expect(draftIdOf(secondLink)).not.toBe(draftIdOf(firstLink));

  // The old link now says so and leads to the newer draft; it offers nothing to approve.
  await client.goto(firstLink);
  const notice = client.getByTestId('view-superseded');
  await expect(notice).toContainText("C'è una bozza più recente");
  await expect(client.getByRole('button', { name: 'Approva la bozza' })).toHaveCount(0);
  await notice.getByRole('link', { name: "Apri l'ultima bozza" }).click();
  await expect(client).toHaveURL(new RegExp(`/view/${encodeURIComponent(operatorId)}/${draftIdOf(secondLink)}\\?`));
  await expect(client.getByText(`Cliente: ${names}`)).toBeVisible();

  // The client approves the newer draft: the image stays, with the date of the approval.
  await client.getByRole('button', { name: 'Approva la bozza' }).click();
  await expect(client.getByTestId('view-thank-you')).toContainText('Hai approvato la bozza.');
  const today = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  const approved = client.getByTestId('view-approved');
  await expect(approved.getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await expect(approved).toContainText(`Hai approvato questa bozza il ${today} alle `);
  // Coming back later, the approved draft is still there.
  await client.reload();
  await expect(client.getByTestId('view-approved').getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await expect(client.getByTestId('view-approved')).toContainText(`Hai approvato questa bozza il ${today} alle `);
  await expect(client.getByRole('button', { name: 'Approva la bozza' })).toHaveCount(0);

  // Both answers are mailed to the operator: the approval a minute after the changes is not dropped.
  await expect
    .poll(async () => (await mailsTo(page.request, email)).map((mail) => mail.subject).filter((subject) => subject.startsWith('Un cliente')).sort())
    .toEqual(['Un cliente ha approvato una bozza', 'Un cliente ha chiesto modifiche a una bozza']);
  const mails = await mailsTo(page.request, email);
  expect(mails.find((mail) => mail.subject === 'Un cliente ha chiesto modifiche a una bozza')?.body).toContain('Il nome in oro, per favore');
  expect(mails.find((mail) => mail.subject === 'Un cliente ha approvato una bozza')?.body).toContain(`Il cliente (${names}) ha approvato la bozza.`);

  // The card: approved, the changes box gone, and the timeline of the whole loop.
  await page.goto('/dashboard');
  const card = requestCard(page);
  await expect(card.getByLabel('Stato')).toHaveValue('approvata');
  await expect(card.getByTestId('request-client-changes')).toHaveCount(0);
  const timeline = card.getByRole('region', { name: 'Cronologia' });
  await expect(timeline.getByRole('listitem')).toHaveCount(6);
  const steps = (await timeline.getByRole('listitem').allTextContents()).map((text) => text.replace(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, ''));
  expect(steps).toEqual(['Bozza inviata', 'Aperta dal cliente', 'Modifiche richieste', 'Bozza inviata', 'Aperta dal cliente', 'Bozza approvata']);
  await client.context().close();
});
