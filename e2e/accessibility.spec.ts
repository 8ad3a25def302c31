import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createDraftId } from '../src/shared/drafts/create-draft-id.js';
import { buildShareUrl } from '../src/shared/drafts/share-url.js';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { drawnStage, openEditor } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

/**
 * axe-core on every public page (as a visitor, cookie banner included), the operator's
 * dashboard and the editor: no violation of impact serious or critical.
 */

const visitorPages = [
  '/',
  '/abbonamenti',
  '/layout-personalizzato',
  '/choose-theme',
  '/choose-format/matrimonio',
  '/choose-template/matrimonio/cartolina-verticale',
  '/prova',
  '/supporto',
  '/guida-operatore',
  '/contatti',
  '/termini-di-servizio',
  '/privacy-policy',
  '/cookie-policy',
];

const blockingImpacts = new Set(['serious', 'critical']);

/** Each blocking violation as one readable line: page, rule, impact, the nodes it found. */
async function findBlockingViolations(page: Page, label: string): Promise<string[]> {
  await waitForTransitionsToEnd(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 8);
      return `${label}: ${violation.id} (${violation.impact}) ${violation.help} -> ${targets.join(' | ')}`;
    });
}

/**
 * Waits until no CSS transition is running. A colour read mid-fade is neither the colour before nor
 * after: the editor's download button fades from its disabled grey to the primary colour when the
 * editor becomes ready, and axe reading it during those 0.15 s measured a contrast no one sees.
 */
async function waitForTransitionsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
}

/** Waits for the page's heading and for its lazy chunk, data and pictures to arrive. */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the public pages have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const url of visitorPages) {
    await openSettled(page, url);
    // The demo editor is read once it has drawn, with its buttons in their ready state.
    if (url === '/prova') await expect(drawnStage(page)).toHaveCount(1, { timeout: 30_000 });
    found.push(...(await findBlockingViolations(page, url)));
  }
  // A phone: the top bar folds into its menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSettled(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  found.push(...(await findBlockingViolations(page, '/ (phone, menu open)')));
  expect(found, found.join('\n')).toEqual([]);
});

async function createSharedDraft(page: Page, operatorId: string, origin: string): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#e9c9d5' } })
    .png()
    .toBuffer();
  const draftId = createDraftId('/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', new Date(), randomBytes(16));
  const created = await page.request.post('/api/create-draft', { data: { image: `data:image/png;base64,${png.toString('base64')}`, draftId } });
  expect(created.status()).toBe(201);
  return buildShareUrl({ origin, userId: operatorId, draftId, client: 'Anna & Marco', date: '12 giugno 2027' });
}

async function openVisitor(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
  return context.newPage();
}

test("the operator's pages, the catalogue and the client's draft page have none either", async ({ page, browser, server }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  await acceptCookies(page.context(), server.baseUrl);
  await signUpThroughTopBar(page, uniqueEmail('axe'));
  const saved = await page.request.post('/api/update-user-metadata', {
    data: { businessName: 'Foto Bianchi', logoUrl: '', contactEmail: 'studio@bianchi.test', contactPhone: '+39 333 1112223', secondaryEmail: '' },
  });
  expect(saved.status()).toBe(200);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const operatorId = me.user.id;
  const shareUrl = await createSharedDraft(page, operatorId, server.baseUrl);

  await openSettled(page, '/dashboard');
  found.push(...(await findBlockingViolations(page, '/dashboard')));
  await openSettled(page, '/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Sessioni attive' })).toBeVisible();
  found.push(...(await findBlockingViolations(page, '/dashboard/account')));
  await openEditor(page);
  await page.waitForLoadState('networkidle');
  found.push(...(await findBlockingViolations(page, '/editor')));
  // A selected text shows its properties.
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-selected-type', 'text');
  found.push(...(await findBlockingViolations(page, '/editor (text selected)')));

  const visitor = await openVisitor(browser, server.baseUrl);
  await openSettled(visitor, `/catalogo/${encodeURIComponent(operatorId)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Foto Bianchi' })).toBeVisible();
  found.push(...(await findBlockingViolations(visitor, '/catalogo/:operatorId')));
  await visitor.getByLabel('Tema').selectOption('matrimonio');
  await visitor.getByLabel('Formato').selectOption('cartolina-verticale');
  await visitor.getByRole('button', { name: 'Scegli Eucalyptus Bloom' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Richiedi questo template' })).toBeVisible();
  found.push(...(await findBlockingViolations(visitor, '/catalogo/:operatorId (request dialog)')));
  await openSettled(visitor, shareUrl);
  await expect(visitor.getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  found.push(...(await findBlockingViolations(visitor, '/view/:operatorId/:draftId')));
  await visitor.context().close();

  expect(found, found.join('\n')).toEqual([]);
});
