import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { MeResponse } from '../src/shared/api/me.js';
import { expectLoggedOutTopBar, logIn, signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("'Elimina account': confirmed by typing the address, then the account, its catalogue and its login are gone", async ({ page }) => {
  const email = uniqueEmail('delete-me');
  await signUpThroughTopBar(page, email);
  const me = MeResponse.parse(await (await page.request.get('/api/me')).json());
  const userId = me.user?.id ?? '';
  expect((await page.request.get(`/api/get-operator-data?userId=${userId}`)).status()).toBe(200);

  const section = page.getByRole('region', { name: 'I tuoi dati' });
  await expect(section.getByRole('heading', { name: 'Zona pericolosa' })).toBeVisible();
  await section.getByRole('button', { name: 'Elimina account' }).click();
  const dialog = page.getByRole('dialog', { name: "Eliminare l'account?" });
  const field = dialog.getByLabel(`Per confermare scrivi il tuo indirizzo email (${email})`);
  await expect(field).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Elimina definitivamente' });
  await field.fill('qualcun-altro@example.test');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
  expect(MeResponse.parse(await (await page.request.get('/api/me')).json()).user?.email).toBe(email);

  await section.getByRole('button', { name: 'Elimina account' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(email.toUpperCase());
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedOutTopBar(page);
  expect(MeResponse.parse(await (await page.request.get('/api/me')).json()).user).toBeNull();
  expect((await page.request.get(`/api/get-operator-data?userId=${userId}`)).status()).toBe(404);
  await page.goto(`/catalogo/${userId}`);
  await expect(page.getByText('Operatore non trovato', { exact: false }).first()).toBeVisible();

  // The login is gone with the account.
  await page.goto('/');
  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await logIn(page, email);
  await expect(page.getByText('Email o password non corretti.')).toBeVisible();
});

test("'Esporta i miei dati': the zip is built with its progress shown, then downloaded with the account, profile, layouts and requests", async ({ page }) => {
  const email = uniqueEmail('export-me');
  await signUpThroughTopBar(page, email);
  await page.getByLabel('Nome attività').fill('Foto Export');
  await page.getByLabel('Email di contatto').fill('studio@export.test');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(page.locator('.profile-form__message')).toContainText('Profilo salvato');
  const request = await page.request.post('/api/test-hooks/catalog-request', {
    data: {
      template: { displayName: 'Eucalyptus Bloom', original_path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg' },
      formData: { names: 'Giulia e Marco', eventDate: '12 giugno 2027', email: 'sposi@example.test', phone: '', city: 'Firenze', otherText: '' },
    },
  });
  expect(request.status()).toBe(201);

  const section = page.getByRole('region', { name: 'I tuoi dati' });
  await section.getByRole('button', { name: 'Esporta i miei dati' }).click();
  const link = section.getByRole('link', { name: /Scarica lo zip/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/La copia è pronta\. Puoi scaricarla fino al/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const read = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
  expect(JSON.parse(read('account.json'))).toMatchObject({ email });
  expect(JSON.parse(read('profile.json'))).toMatchObject({ businessName: 'Foto Export', contactEmail: 'studio@export.test' });
  expect(read('requests/requests.csv')).toContain('Giulia e Marco');
  expect(read('README.txt')).toContain('layouts/<id>/layout.json');
});

test("a request's client data is erased from its card after a confirmation; the profile sets how long it is kept", async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('erase-request'));
  const request = await page.request.post('/api/test-hooks/catalog-request', {
    data: {
      template: { displayName: 'Eucalyptus Bloom', original_path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg' },
      formData: { names: 'Giulia e Marco', eventDate: '12 giugno 2027', email: 'sposi@example.test', phone: '+39 333 1234567', city: 'Firenze', otherText: 'Colori chiari' },
    },
  });
  expect(request.status()).toBe(201);
  await page.reload();
  await expect(page.getByLabel('Conserva i dati dei clienti nelle richieste per')).toHaveValue('24');
  const card = page.getByRole('listitem').filter({ hasText: 'Giulia e Marco' });
  await card.getByRole('button', { name: 'Cancella dati personali' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancellare i dati personali del cliente?' });
  await dialog.getByRole('button', { name: 'Cancella dati' }).click();
  await expect(page.getByText('Dati personali del cliente cancellati.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  const erased = page.getByRole('listitem').filter({ hasText: /Dati personali del cliente cancellati il/ });
  await expect(erased).toBeVisible();
  await expect(erased).toContainText('12 giugno 2027');
  await expect(erased).not.toContainText('Giulia e Marco');
  await expect(erased).not.toContainText('sposi@example.test');
  await expect(erased.getByRole('button', { name: 'Cancella dati personali' })).toHaveCount(0);

  await page.getByLabel('Conserva i dati dei clienti nelle richieste per').selectOption('6');
  await page.getByLabel('Email di contatto').fill('studio@erase.test');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(page.locator('.profile-form__message')).toContainText('Profilo salvato');
  expect(MeResponse.parse(await (await page.request.get('/api/me')).json()).profile?.requestRetentionMonths).toBe(6);
});
