import { type Page } from '@playwright/test';
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
  await page.setViewportSize({ width: 1280, height: 900 });
});

const cards = (page: Page) => page.locator('.request-card');
const chip = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Filtra per stato' }).getByRole('button', { name });
const shown = (page: Page) => page.getByText(/^\d+ di \d+ richieste$/);

test('an operator with 120 requests pages, filters, searches and sees the counts move', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpThroughTopBar(page, uniqueEmail('dash-scale'));
  // 119 requests, statuses in turn nuova, approvata, in lavorazione (40, 40, 39), then the newest.
  const seeded = await page.request.post('/api/test-hooks/catalog-requests', { data: { count: 119, namePrefix: 'Cliente', statuses: ['nuova', 'approvata', 'in_lavorazione'], template } });
  expect(seeded.status()).toBe(201);
  const newest = await page.request.post('/api/test-hooks/catalog-request', {
    data: { template, formData: { names: 'Nicolò Bianchi', eventDate: '12 giugno 2027', email: 'nico@example.test', phone: '+39 333 7654321', city: 'Forlì', otherText: '' } },
  });
  expect(newest.status()).toBe(201);
  await page.reload();

  // The first page: 20 of 120, newest first, with the counts per status and the top bar's new ones.
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText('Nicolò Bianchi');
  await expect(cards(page).nth(1)).toContainText('Cliente 119');
  await expect(shown(page)).toHaveText('20 di 120 richieste');
  await expect(chip(page, /^Tutte 120$/)).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, /^Nuova 41$/)).toBeVisible();
  await expect(chip(page, /^Approvata 40$/)).toBeVisible();
  await expect(chip(page, /^In Lavorazione 39$/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard 41 nuove richieste' })).toBeVisible();

  // Only the approved ones, then the next page: focus on the first new card, the page not scrolled.
  await chip(page, /^Approvata 40$/).click();
  await expect(shown(page)).toHaveText('20 di 40 richieste');
  await expect(cards(page).first()).toContainText('Cliente 119');
  for (const select of await cards(page).getByLabel('Stato').all()) await expect(select).toHaveValue('approvata');
  const loadMore = page.getByRole('button', { name: 'Carica altre' });
  await loadMore.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await loadMore.click();
  await expect(cards(page)).toHaveCount(40);
  await expect(shown(page)).toHaveText('40 di 40 richieste');
  await expect(cards(page).nth(20)).toBeFocused();
  await expect(cards(page).nth(20)).toContainText('Cliente 59');
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);
  await expect(loadMore).toHaveCount(0);

  // A name, accents and case ignored, over every status.
  await chip(page, /^Tutte/).click();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('NICOLO');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Nicolò Bianchi');
  await expect(chip(page, /^Tutte 1$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute('href', '/api/catalog-requests/export.csv?q=NICOLO');

  // Loads more within a search: every word must match ('cliente 11' is 11 and 110–119), and a
  // search that matches 119 of them pages like the whole list.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('cliente 11');
  await expect(shown(page)).toHaveText('11 di 11 richieste');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('Cliente');
  await expect(shown(page)).toHaveText('20 di 119 richieste');
  await page.getByRole('button', { name: 'Carica altre' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(shown(page)).toHaveText('40 di 119 richieste');

  // A status change moves the counts in place, the top bar's too, and keeps the pages loaded.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('');
  await expect(chip(page, /^Tutte 120$/)).toBeVisible();
  await cards(page).first().getByLabel('Stato').selectOption('approvata');
  await expect(chip(page, /^Nuova 40$/)).toBeVisible();
  await expect(chip(page, /^Approvata 41$/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard 40 nuove richieste' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);

  // A delete too.
  await expect(cards(page).nth(3)).toContainText('Cliente 117');
  await cards(page).nth(3).getByRole('button', { name: 'Elimina richiesta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(chip(page, /^Tutte 119$/)).toBeVisible();
  await expect(chip(page, /^In Lavorazione 38$/)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  // The export holds what the filters select, as a spreadsheet reads it.
  await chip(page, /^Approvata 41$/).click();
  const csv = await page.request.get('/api/catalog-requests/export.csv?status=approvata');
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = body.subarray(3).toString('utf8').split('\r\n').filter((line) => line !== '');
  expect(lines).toHaveLength(42);
  expect(lines[1]).toContain(';Approvata;Nicolò Bianchi;12 giugno 2027;nico@example.test;');
});
