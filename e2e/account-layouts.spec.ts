import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { displayPathOf } from '../src/shared/catalog/display-path.js';
import { ListLayoutsResponse } from '../src/shared/api/layouts.js';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, editorCanvas, layoutEditorUrl, openEditor, saveStatus, waitForServerSave } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { meanDifference } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

const eucalyptusPath = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';

// Two devices, reloads and a client per test: generous on a loaded machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

interface StoredLayout {
  id: string;
  name: string;
  revision: number;
  document: { elements: { id: string; type: string }[] };
}

async function readLayout(page: Page, id: string): Promise<StoredLayout> {
  const response = await page.request.get(`/api/layouts/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredLayout;
}

async function expectElements(page: Page, count: number): Promise<void> {
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(count));
}

async function addText(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
}

async function addLine(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
}

/** A second device of the same operator: another browser context holding the same session. */
async function openSecondDevice(browser: Browser, first: BrowserContext, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addCookies(await first.cookies());
  return context.newPage();
}

function conflictDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Conflitto di versione' });
}

test('two devices: open on B from the dashboard, edit there, and each answer of the conflict dialog on A does what it says', async ({ page, context, browser, server }) => {
  await signUpThroughTopBar(page, uniqueEmail('layouts-devices'));
  await openEditor(page);
  const id = currentLayoutId(page);
  await addText(page);
  await expectElements(page, 2);
  await waitForServerSave(page);
  await expect(saveStatus(page)).toHaveText('Salvato');
  expect((await readLayout(page, id)).revision).toBe(2);

  // Device B finds it in the dashboard's 'I miei layout' and opens it.
  const other = await openSecondDevice(browser, context, server.baseUrl);
  await other.goto('/dashboard');
  const section = other.getByRole('region', { name: 'I miei layout' });
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await section.getByRole('link', { name: 'Eucalyptus Bloom' }).click();
  await expect(other).toHaveURL(new RegExp(`/editor/layout/${id}$`));
  await expectElements(other, 2);
  await addLine(other);
  await expectElements(other, 3);
  await waitForServerSave(other);

  // A edits on the old revision: the save is refused and the dialog asks.
  await addLine(page);
  await addLine(page);
  await expectElements(page, 4);
  const dialog = conflictDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('revisione 3');
  await expect(saveStatus(page)).toHaveText('Conflitto di versione');
  await expect(dialog.getByRole('button', { name: 'Mantieni la mia versione' })).toBeFocused();
  // Keyboard: the choices follow in order (the modal <dialog> makes the page behind it inert).
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Usa la versione salvata' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Mantieni la mia versione' })).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('.editor-workspace__body')?.closest('[inert]') !== null || document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
  await page.screenshot({ path: '.tmp/screenshots/layout-conflict-dialog.png' });
  // Escape closes it without choosing; the bar keeps the way back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Conflitto di versione…' }).click();
  await expect(dialog).toBeVisible();

  // 1. 'Usa la versione salvata': B's document, history reset, nothing sent.
  await dialog.getByRole('button', { name: 'Usa la versione salvata' }).click();
  await expect(dialog).toHaveCount(0);
  await expectElements(page, 3);
  await expect(page.getByRole('button', { name: 'Annulla', exact: true })).toBeDisabled();
  await expect(saveStatus(page)).toHaveText('Salvato');
  expect((await readLayout(page, id)).revision).toBe(3);

  // 2. 'Mantieni la mia versione': mine goes over B's as a new revision.
  await addText(other);
  await expectElements(other, 4);
  await waitForServerSave(other);
  await addLine(page);
  await addLine(page);
  await expectElements(page, 5);
  await conflictDialog(page).getByRole('button', { name: 'Mantieni la mia versione' }).click();
  await waitForServerSave(page);
  const kept = await readLayout(page, id);
  expect(kept.revision).toBe(5);
  expect(kept.document.elements).toHaveLength(5);
  // Reload shows the server's revision.
  await other.reload();
  await expectElements(other, 5);

  // 3. 'Salva la mia come copia': a new layout with mine; the stored one keeps B's.
  await addText(other);
  await expectElements(other, 6);
  await waitForServerSave(other);
  await addLine(page);
  await expectElements(page, 6);
  await conflictDialog(page).getByRole('button', { name: 'Salva la mia come copia' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/editor/layout/${id}$`), { timeout: 30_000 });
  await expect(page).toHaveURL(layoutEditorUrl);
  await expectElements(page, 6);
  const copyId = currentLayoutId(page);
  expect(copyId).not.toBe(id);
  expect((await readLayout(page, copyId)).document.elements.at(-1)?.type).toBe('line');
  const original = await readLayout(page, id);
  expect(original.revision).toBe(6);
  expect(original.document.elements.at(-1)?.type).toBe('text');
  await other.context().close();
});

test('an offline edit waits in the browser, is saved when the connection returns, and survives a closed tab', async ({ page, context }) => {
  await signUpThroughTopBar(page, uniqueEmail('layouts-offline'));
  await openEditor(page);
  const id = currentLayoutId(page);

  await context.setOffline(true);
  await addText(page);
  await expectElements(page, 2);
  await expect(saveStatus(page)).toHaveText('Offline: salverò appena torna la connessione');
  await page.screenshot({ path: '.tmp/screenshots/layout-status-offline.png', clip: { x: 0, y: 0, width: 1440, height: 160 } });
  await page.waitForTimeout(2500);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'offline');
  await context.setOffline(false);
  await waitForServerSave(page);
  await page.screenshot({ path: '.tmp/screenshots/layout-status-saved.png', clip: { x: 0, y: 0, width: 1440, height: 160 } });
  expect((await readLayout(page, id)).document.elements).toHaveLength(2);
  await page.reload();
  await expectElements(page, 2);
  await expect(page.getByRole('dialog', { name: 'Lavoro Rilevato' })).toHaveCount(0);

  // Offline again, and the tab is closed before the connection returns: nothing is lost.
  await context.setOffline(true);
  await addLine(page);
  await expectElements(page, 3);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'offline');
  // The save the closing tab still tries never reaches the server (it could otherwise go out the
  // moment the connection returns, and there would be nothing left to restore).
  const refuseSaves = (route: Route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback());
  await context.route('**/api/layouts/*', refuseSaves);
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.setViewportSize({ width: 1440, height: 900 });
  await next.goto(`/editor/layout/${id}`);
  const restore = next.getByRole('dialog', { name: 'Lavoro Rilevato' });
  // The browser kept the edit and offers it back. Now and then the closing tab's save still gets
  // out once the connection returns (Chromium may send it after the page, and its routes, are
  // gone): then the layout opens with the edit already stored. Either way nothing is lost.
  await expect(restore.or(editorCanvas(next).and(next.locator('[data-element-count="3"]')))).toBeVisible({ timeout: 30_000 });
  await context.unroute('**/api/layouts/*', refuseSaves);
  if (await restore.isVisible()) {
    expect((await readLayout(next, id)).document.elements).toHaveLength(2);
    await restore.getByRole('button', { name: 'Sì, Ripristina' }).click();
  }
  await expectElements(next, 3);
  await waitForServerSave(next);
  const stored = await readLayout(next, id);
  expect(stored.document.elements).toHaveLength(3);
  expect(stored.revision).toBe(3);
});

test('/prova keeps its browser-only save and never calls the layouts API', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/layouts') || pathname.startsWith('/api/layout-images')) calls.push(pathname);
  });
  await signUpThroughTopBar(page, uniqueEmail('layouts-prova'));
  await openEditor(page, '/prova');
  await expect(saveStatus(page)).toHaveCount(0);
  await addText(page);
  await expectElements(page, 2);
  await page.waitForTimeout(1500);
  await page.reload();
  const restore = page.getByRole('dialog', { name: 'Lavoro Rilevato' });
  await restore.getByRole('button', { name: 'Sì, Ripristina' }).click();
  await expectElements(page, 2);
  await page.waitForTimeout(1500);
  expect(calls).toEqual([]);
});

test("a client's change request: the card names the revision the client saw and 'Apri layout' opens that layout", async ({ page, browser, server }) => {
  await signUpThroughTopBar(page, uniqueEmail('layouts-request'));
  await giveAnnualPlan(page);
  const created = await page.request.post('/api/test-hooks/catalog-request', {
    data: {
      template: { displayName: 'Eucalyptus Bloom', original_path: eucalyptusPath, preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg' },
      formData: { names: 'Sara e Luca', eventDate: '12 giugno 2027', email: 'sposi@example.test', phone: '+39 333 1234567', city: 'Firenze', otherText: '' },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: 'Sara e Luca' });
  await card.getByRole('button', { name: 'Crea layout' }).click();
  await expect(page).toHaveURL(layoutEditorUrl, { timeout: 30_000 });
  const id = currentLayoutId(page);
  // A request's layout starts from the template's starter layout: its element count is the starter's.
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  const started = Number(await editorCanvas(page).getAttribute('data-element-count'));
  expect(started).toBeGreaterThan(1);
  await addLine(page);
  await expectElements(page, started + 1);
  await waitForServerSave(page);

  await page.getByRole('button', { name: 'Condividi' }).click();
  await page.getByRole('dialog', { name: 'Condividi la bozza' }).getByRole('button', { name: 'Crea il link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link della bozza pronto' });
  const link = await linkDialog.getByLabel('Link').inputValue();
  await linkDialog.getByRole('button', { name: 'Chiudi' }).click();
  const seen = (await readLayout(page, id)).revision;

  // The operator goes on editing: the layout moves past what the client saw.
  await addText(page);
  await waitForServerSave(page);
  expect((await readLayout(page, id)).revision).toBe(seen + 1);

  const clientContext = await browser.newContext({ baseURL: server.baseUrl });
  await acceptCookies(clientContext, server.baseUrl);
  const client = await clientContext.newPage();
  await client.goto(link);
  await client.getByRole('button', { name: 'Richiedi modifiche' }).click();
  await client.getByLabel('Descrivi le modifiche che desideri').fill('Il testo più grande');
  await client.getByTestId('view-send-changes').click();
  await expect(client.getByTestId('view-thank-you')).toBeVisible();
  await clientContext.close();

  await page.goto('/dashboard');
  await expect(card).toContainText('Il testo più grande');
  await expect(card).toContainText(`Il cliente ha visto la revisione ${seen} del layout.`);
  await expect(card.getByRole('button', { name: 'Crea layout' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Apri layout' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/layout/${id}$`));
  await expectElements(page, started + 2);
});

test('the layouts page: search, rename, duplicate, delete to the bin and restore, by keyboard too', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('layouts-page'));
  await openEditor(page);
  await waitForServerSave(page);
  await openEditor(page, '/editor/matrimonio/cartolina-verticale/gatsby-gold.png');
  await waitForServerSave(page);

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'I miei layout' }).getByRole('link', { name: 'Vedi tutti' }).click();
  await expect(page).toHaveURL(/\/dashboard\/layouts$/);
  const list = page.getByRole('list', { name: 'Layout salvati' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Newest change first.
  await expect(list.getByRole('listitem').first()).toContainText('Gatsby Gold');

  const eucalyptus = list.getByRole('listitem').filter({ hasText: 'Eucalyptus Bloom' });
  await eucalyptus.getByRole('button', { name: 'Rinomina' }).click();
  const rename = page.getByRole('dialog', { name: 'Rinomina il layout' });
  await expect(rename.getByLabel('Nome')).toBeFocused();
  await page.keyboard.type('Matrimonio Sara');
  await page.keyboard.press('Enter');
  await expect(rename).toHaveCount(0);
  await expect(list).toContainText('Matrimonio Sara');

  // The search box has a visible label, not only a placeholder.
  const searchLabel = page.locator('label', { hasText: 'Cerca nei tuoi layout' });
  expect((await searchLabel.boundingBox())?.height ?? 0).toBeGreaterThan(12);
  await expect(page.getByRole('searchbox', { name: 'Cerca nei tuoi layout' })).toHaveAttribute('placeholder', 'per esempio: Matrimonio Sara');
  await page.getByRole('searchbox').fill('sara');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('searchbox').fill('nessuno');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nessun layout corrisponde a «nessuno».')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('listitem').filter({ hasText: 'Matrimonio Sara' }).getByRole('button', { name: 'Duplica' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('Matrimonio Sara (copia)');
  await page.screenshot({ path: '.tmp/screenshots/layouts-page.png', fullPage: true });

  await list.getByRole('listitem').filter({ hasText: 'Gatsby Gold' }).getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('dialog', { name: 'Eliminare il layout?' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Cestino' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Gatsby Gold');
  await list.getByRole('button', { name: 'Ripristina' }).click();
  await expect(page.getByText('Il cestino è vuoto.')).toBeVisible();
  await page.getByRole('button', { name: 'Layout', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('listitem').filter({ hasText: 'Gatsby Gold' }).getByRole('link', { name: 'Apri Gatsby Gold' }).click();
  await expect(page).toHaveURL(layoutEditorUrl);
  await expectElements(page, 1);
});

test("the layouts list's picture is the whole page with its template, whatever the zoom", async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('layouts-thumbnail'));
  await openEditor(page);
  const id = currentLayoutId(page);
  // Zoomed to 100 %, most of the page is out of view: the picture must not be what the view shows.
  await page.getByRole('button', { name: /^Zoom al 100 %/ }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('100 %');
  await addText(page);
  await expectElements(page, 2);
  await waitForServerSave(page);

  const listed = await page.request.get('/api/layouts');
  expect(listed.status()).toBe(200);
  const { layouts } = ListLayoutsResponse.parse(await listed.json());
  const thumbnailUrl = layouts.find((layout) => layout.id === id)?.thumbnailUrl ?? null;
  expect(thumbnailUrl, 'the save sent a thumbnail').not.toBeNull();
  const response = await page.request.get(thumbnailUrl ?? '');
  expect(response.status()).toBe(200);
  const thumbnail = sharp(await response.body());
  const { width = 0, height = 0 } = await thumbnail.metadata();
  // The 1200×1800 page, its long side 400 px (and 266.7 rounded to whole pixels).
  expect(height).toBe(400);
  expect(Math.abs(width - (400 * 1200) / 1800)).toBeLessThan(1);

  const size = { width, height };
  const pixels = await thumbnail.removeAlpha().raw().toBuffer();
  // A free operator's editor draws the public display copy (the original is not theirs).
  const template = await sharp(await (await page.request.get(displayPathOf(eucalyptusPath))).body()).resize(size).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
  const white = await sharp({ create: { ...size, channels: 3, background: '#ffffff' } }).raw().toBuffer();
  const black = await sharp({ create: { ...size, channels: 3, background: '#000000' } }).raw().toBuffer();
  // Much nearer the template than a blank page (white) or a transparent one (black in a JPEG).
  const toTemplate = meanDifference(pixels, template);
  expect(toTemplate).toBeLessThan(meanDifference(white, template) / 2);
  expect(toTemplate).toBeLessThan(meanDifference(black, template) / 4);
});
