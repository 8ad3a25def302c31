import { mkdir } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { uniqueEmail } from './support/auth-steps.js';
import { acceptCookies } from './support/selection-steps.js';

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

test("on a phone, 'Prova gratis' leads to a page that mails the link for a computer and shows the templates with sample photos, without the editor's code", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Prova gratis' }).first().click();
  await expect(page).toHaveURL(/\/prova$/);
  // The spec's notice stays, and is no longer the end of the road.
  await expect(page.getByRole('heading', { level: 1, name: 'Editor ottimizzato per desktop' })).toBeVisible();

  // The designed templates as they open, with sample photos: the starter previews the gallery shows.
  const gallery = page.getByRole('region', { name: 'I template, con foto di esempio' });
  const pictures = gallery.getByRole('img');
  await expect(pictures).toHaveCount(8);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /^\/assets\/templates\/[a-z]+\/cartolina_verticale\/starter-previews\/[a-z0-9-]+\.jpg$/);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  const themes = await pictures.evaluateAll((images) => new Set(images.map((image) => image.getAttribute('src')?.split('/')[3])).size);
  expect(themes).toBe(4);

  // No editor here: no canvas, and none of Konva's code was fetched.
  await expect(page.locator('canvas')).toHaveCount(0);
  const sources = await Promise.all(scripts);
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((source) => source.includes('Konva warning'))).toEqual([]);

  // The link by mail: a wrong address is explained, a right one gets the mail with the link to /prova.
  const send = page.getByRole('region', { name: 'Mandati il link per il computer' });
  await send.getByRole('button', { name: 'Inviami il link' }).scrollIntoViewIfNeeded();
  await send.getByLabel('La tua email').fill('anna-at-example');
  await send.getByRole('button', { name: 'Inviami il link' }).click();
  await expect(send.getByText('Inserisci un indirizzo email valido.')).toBeVisible();
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/prova-phone-form.png' });
  const email = uniqueEmail('prova-phone');
  await send.getByLabel('La tua email').fill(email);
  await send.getByRole('button', { name: 'Inviami il link' }).click();
  await expect(send.getByRole('status')).toHaveText(`Fatto! Controlla la posta su ${email} e apri il link dal computer.`);
  const mails = (await (await page.request.get(`/api/test-hooks/mails?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string; body: string }[] };
  expect(mails.mails).toHaveLength(1);
  expect(mails.mails[0]?.subject).toBe('Il link per provare Cornice dal computer');
  expect(mails.mails[0]?.body).toMatch(/https?:\/\/[^\s]+\/prova\n/);

  const audit = await new AxeBuilder({ page }).analyze();
  expect(audit.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Torna alla Home' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Torna alla Home' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '.tmp/screenshots/prova-phone.png', fullPage: true });
});
