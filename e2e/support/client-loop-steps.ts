import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpThroughTopBar } from './auth-steps.js';
import { editorCanvas } from './editor-steps.js';
import { expect } from './fixtures.js';
import { acceptCookies, giveAnnualPlan } from './selection-steps.js';
import { scaled } from './time-scale.js';

/** The client loop's people: an operator's business, and the client who asks for a layout and answers drafts. */
export const businessName = 'Foto Bianchi';
export const names = 'Anna & Marco';

export interface MailRow {
  subject: string;
  body: string;
}

export async function mailsTo(request: APIRequestContext, to: string): Promise<MailRow[]> {
  const response = await request.get(`/api/test-hooks/mails?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: MailRow[] }).mails;
}

/** An annual operator with a public profile whose sign-up address is confirmed (notification mails go there). */
export async function setUpOperator(page: Page, email: string): Promise<string> {
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
export async function openClientPhone(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await acceptCookies(context, baseUrl);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  return page;
}

export async function sendRequest(client: Page, operatorId: string): Promise<void> {
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

export function requestCard(page: Page) {
  return page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: names });
}

/** 'Condividi la bozza' from the request's layout: the dialog starts with the client's name and event date. Answers the link. */
export async function shareFromRequest(page: Page, open: 'Crea layout' | 'Apri layout'): Promise<string> {
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
