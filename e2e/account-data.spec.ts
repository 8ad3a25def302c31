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
  await expect(page.getByText('Nessun account registrato con questa email.')).toBeVisible();
});
