import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

const template = {
  displayName: 'Eucalyptus Bloom',
  original_path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png',
  preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg',
};

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('requests at volume: a compact table sorted by event date, several statuses changed at once, phones readable', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpThroughTopBar(page, uniqueEmail('dash-table'));
  const seeded = await page.request.post('/api/test-hooks/catalog-requests', { data: { count: 18, namePrefix: 'Cliente', statuses: ['nuova'], template } });
  expect(seeded.status()).toBe(201);
  for (const formData of [
    { names: 'Giulia & Marco', eventDate: '14 giugno 2026', email: 'g@example.test', phone: '+393330000018', city: 'Rimini', otherText: '' },
    { names: 'Anna e Luca', eventDate: '2026-05-02', email: 'a@example.test', phone: '+41791234567', city: 'Lugano', otherText: '' },
  ]) {
    expect((await page.request.post('/api/test-hooks/catalog-request', { data: { template, formData } })).status()).toBe(201);
  }
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Richieste dei clienti' });
  await section.getByRole('button', { name: 'Tabella' }).click();
  await section.getByLabel('Ordina per data evento').check();
  const table = section.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Anna e Luca');
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Giulia & Marco');
  await expect(rows.nth(2)).toContainText('+39 333 000 0018');
  // A row is compact: 20 requests fit in far less than one card each.
  const box = await table.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThan(20 * 60);
  await page.screenshot({ path: '.tmp/screenshots/dashboard-requests-table.png', fullPage: false });

  await section.getByRole('checkbox', { name: 'Seleziona la richiesta di Anna e Luca' }).check();
  await section.getByRole('checkbox', { name: 'Seleziona la richiesta di Giulia & Marco' }).check();
  await section.getByRole('combobox', { name: 'Nuovo stato' }).selectOption('approvata');
  await section.getByRole('button', { name: 'Applica' }).click();
  const chips = section.getByRole('group', { name: 'Filtra per stato' });
  await expect(chips.getByRole('button', { name: /^Approvata 2$/ })).toBeVisible();
  await expect(chips.getByRole('button', { name: /^Nuova 18$/ })).toBeVisible();

  // On a phone the table scrolls sideways inside its card; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await table.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/screenshots/dashboard-requests-table-phone.png' });
});
