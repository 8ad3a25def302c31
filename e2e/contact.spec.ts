import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

const sendError = "Si è verificato un errore durante l'invio del modulo. Riprova più tardi.";

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
});

const contactForm = (page: Page) => page.getByRole('form', { name: 'Modulo di contatto' });
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });

async function openContactPage(page: Page): Promise<void> {
  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
}

async function fillForm(page: Page): Promise<void> {
  await field(page, 'Nome').fill('Giulia Rossi');
  await field(page, 'Email').fill('giulia@example.test');
  await field(page, 'Oggetto').selectOption({ label: 'Richiesta layout personalizzato' });
  await field(page, 'Messaggio').fill('Vorrei un layout per la laurea di Marco.\nÈ possibile entro sabato?');
}

/** Every POST /api/contact the page sends, whether or not a route answers it. */
function recordContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request);
  });
  return posts;
}

test('a visitor sends the form: the button shows it is sending, the server answers 201, an alert thanks them and they land home', async ({ page, server }) => {
  await openContactPage(page);
  await fillForm(page);

  // Hold the request until the sending state has been seen, then let the real server answer.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact' && response.request().method() === 'POST');
  await contactForm(page).getByRole('button', { name: 'Invia messaggio' }).click();

  const sending = contactForm(page).getByRole('button', { name: 'Invio in corso...' });
  await expect(sending).toBeDisabled();
  release();

  const response = await answered;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ success: true });
  expect(response.request().postDataJSON()).toEqual({
    name: 'Giulia Rossi',
    email: 'giulia@example.test',
    subject: 'custom_layout',
    message: 'Vorrei un layout per la laurea di Marco.\nÈ possibile entro sabato?',
  });

  const alert = page.getByRole('alertdialog', { name: 'Grazie per averci scritto! Ti risponderemo al più presto.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
});

test('empty fields and a bad email show inline errors, focus the first wrong field and send nothing', async ({ page }) => {
  const posts = recordContactPosts(page);
  await openContactPage(page);

  await contactForm(page).getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(contactForm(page).getByText('Inserisci il tuo nome.')).toBeVisible();
  await expect(contactForm(page).getByText('Inserisci la tua email.')).toBeVisible();
  await expect(contactForm(page).getByText("Scegli l'oggetto del messaggio.")).toBeVisible();
  await expect(contactForm(page).getByText('Scrivi il tuo messaggio.')).toBeVisible();
  for (const label of ['Nome', 'Email', 'Oggetto', 'Messaggio']) await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Nome')).toBeFocused();
  // The error is what describes the field to assistive technology.
  await expect(field(page, 'Nome')).toHaveAccessibleDescription('Inserisci il tuo nome.');

  await fillForm(page);
  await field(page, 'Email').fill('giulia@example');
  await contactForm(page).getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(contactForm(page).getByText('Inserisci un indirizzo email valido.')).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'false');

  expect(posts).toHaveLength(0);
  await expect(page).toHaveURL(/\/contatti$/);
});

test("a server failure shows the spec's inline error and keeps everything typed", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Errore interno del server.' } }) }),
  );
  await openContactPage(page);
  await fillForm(page);
  await contactForm(page).getByRole('button', { name: 'Invia messaggio' }).click();

  await expect(contactForm(page).getByRole('alert')).toHaveText(sendError);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(field(page, 'Nome')).toHaveValue('Giulia Rossi');
  await expect(field(page, 'Email')).toHaveValue('giulia@example.test');
  await expect(field(page, 'Oggetto')).toHaveValue('custom_layout');
  await expect(field(page, 'Messaggio')).toHaveValue('Vorrei un layout per la laurea di Marco.\nÈ possibile entro sabato?');
  await expect(contactForm(page).getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  await expect(page).toHaveURL(/\/contatti$/);
});
