import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';
import { expectComingSoonInert, expectCopyInfo, expectLightboxKeyboard } from './support/selection-expectations.js';
import {
  acceptCookies,
  giveAnnualPlan,
  givePass,
  readCatalogTemplates,
  templateCard,
  templateGrid,
  type CatalogCard,
} from './support/selection-steps.js';

const theme = 'matrimonio';
const routeFormat = 'cartolina-verticale';
const templatesPath = `/choose-template/${theme}/${routeFormat}`;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

let templates: CatalogCard[] = [];

test.beforeEach(async ({ context, server, request }) => {
  await acceptCookies(context, server.baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  templates = await readCatalogTemplates(request, theme, 'cartolina_verticale');
  expect(templates.length, 'the generator writes at least 3 templates per theme and format').toBeGreaterThanOrEqual(3);
});

function template(index: number): CatalogCard {
  const found = templates[index];
  if (found === undefined) throw new Error(`no template ${index}`);
  return found;
}

test.describe('as a visitor', () => {
  test('theme -> format -> template; Coming Soon themes are not clickable', async ({ page }) => {
    await expectComingSoonInert(page);
    await page.getByRole('link', { name: 'Matrimonio' }).click();
    await expect(page).toHaveURL(/\/choose-format\/matrimonio$/);
    await expect(page.getByRole('term')).toHaveText('Tema');
    await expect(page.getByRole('definition')).toContainText('Matrimonio');
    await expect(page.getByRole('link', { name: /Torna ai temi/ })).toHaveAttribute('href', '/choose-theme');
    const formatLinks = page.getByRole('list', { name: 'Formati di stampa' }).getByRole('link');
    await expect(formatLinks).toHaveCount(4);
    await expect(page.getByText('10x15 cm / 4x6"')).toBeVisible();
    await expect(page.getByText('5x15 cm / 2x6"')).toBeVisible();

    await page.getByRole('link', { name: /Cartolina Verticale/ }).click();
    await expect(page).toHaveURL(new RegExp(`${templatesPath}$`));
    await expect(page.getByRole('term')).toHaveText(['Tema', 'Formato']);
    await expect(page.getByRole('definition')).toContainText(['Matrimonio', 'Cartolina Verticale']);
    await expect(page.getByRole('note')).toContainText('I template sono esempi');
    await expect(page.getByText(/premi «Copia Info» e invia il testo al tuo operatore/)).toBeVisible();
    await expect(templateGrid(page).getByRole('listitem')).toHaveCount(templates.length);
    await expect(page.getByRole('button', { name: 'Sblocca per €25' })).toHaveCount(0);
    const image = templateCard(page, template(0).name).locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '600');

    await page.getByRole('link', { name: /Torna ai formati/ }).click();
    await expect(page).toHaveURL(/\/choose-format\/matrimonio$/);
  });

  test('the lightbox moves with the arrow keys and closes with Escape, within the CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(templatesPath);
    await expectLightboxKeyboard(page, template(0).name, template(1).name);
    expect(violations).toEqual([]);
  });

  test('Copia Info copies theme, format and template; no Personalizza; Escape returns to the card', async ({ page }) => {
    await page.goto(templatesPath);
    const cardButton = page.getByRole('button', { name: template(1).name, exact: true });
    await cardButton.click();
    const panel = page.getByRole('dialog', { name: 'Cosa vuoi fare?' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Personalizza (Operatore)' })).toHaveCount(0);
    await expectCopyInfo(page, template(1));
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(cardButton).toBeFocused();
    await cardButton.click();
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('unknown themes and formats give an empty state with a way back', async ({ page }) => {
    await page.goto('/choose-format/natale');
    await expect(page.getByRole('heading', { name: 'Tema non disponibile' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna ai temi' }).last().click();
    await expect(page).toHaveURL(/\/choose-theme$/);
    await page.goto('/choose-template/sconosciuto/cartolina-verticale');
    await expect(page.getByRole('heading', { name: 'Tema non disponibile' })).toBeVisible();
    await page.goto('/choose-template/matrimonio/poster');
    await expect(page.getByRole('heading', { name: 'Formato non disponibile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna ai formati' })).toHaveAttribute('href', '/choose-format/matrimonio');
  });
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await signUpThroughTopBar(page, uniqueEmail('selection'));
  });

  test('a free user: Coming Soon inert, everything locked, lightbox still works', async ({ page }) => {
    await expectComingSoonInert(page);
    await page.goto(templatesPath);
    await expect(page.getByText('Non hai un piano attivo.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vedi gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
    await expect(page.getByRole('button', { name: 'Sblocca per €25' })).toHaveCount(templates.length);
    await templateCard(page, template(0).name).locator('.template-card__name').click();
    await expect(page.getByRole('dialog', { name: 'Cosa vuoi fare?' })).toHaveCount(0);
    await expectLightboxKeyboard(page, template(1).name, template(2).name);
  });

  test('passes: unlocked is usable, exhausted offers a new pass, the rest Sblocca; a refused checkout ends in the error alert', async ({ page }) => {
    const [unlocked, exhausted, locked] = [template(0), template(1), template(2)];
    await page.goto(templatesPath);
    await givePass(page, unlocked, 3, inAWeek());
    await givePass(page, exhausted, 0, inAWeek());
    await page.reload();

    await expect(page.getByText('Hai acquistato dei pass singoli.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vedi gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
    await expect(templateCard(page, unlocked.name).getByRole('button', { name: 'Sblocca per €25' })).toHaveCount(0);
    await expect(templateCard(page, unlocked.name)).toContainText('Pass attivo: 3 download');
    await expect(templateCard(page, exhausted.name)).toContainText('Download Esauriti');
    await expect(templateCard(page, exhausted.name).getByRole('button', { name: 'Ri-Acquista Pass' })).toBeVisible();
    await expect(templateCard(page, locked.name).getByRole('button', { name: 'Sblocca per €25' })).toBeVisible();

    // A checkout the server refuses ends in the error alert with its message, and no marker.
    let body: unknown;
    let markerDuringRequest: string | null = null;
    await page.route('**/api/create-checkout-session', async (route) => {
      body = route.request().postDataJSON();
      markerDuringRequest = await page.evaluate(() => localStorage.getItem('pendingPurchaseTemplate'));
      await route.fulfill({ status: 503, json: { error: { code: 'PRICE_NOT_CONFIGURED', message: 'ID del prezzo non configurato.' } } });
    });
    await templateCard(page, locked.name).getByRole('button', { name: 'Sblocca per €25' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sblocca il template' });
    await expect(confirm).toContainText(locked.name);
    await confirm.getByRole('button', { name: 'Vai al pagamento' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toHaveText(/Si è verificato un errore: ID del prezzo non configurato\./);
    expect(body).toEqual({ purchaseType: 'unlock_template', templateId: locked.original.replace(/[/.]/g, '_'), templatePath: locked.original });
    expect(markerDuringRequest).toBe(locked.original);
    expect(await page.evaluate(() => localStorage.getItem('pendingPurchaseTemplate'))).toBeNull();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);

    // A server failure without a message reads the default text.
    await page.unroute('**/api/create-checkout-session');
    await page.route('**/api/create-checkout-session', (route) => route.fulfill({ status: 500, body: '' }));
    await templateCard(page, exhausted.name).getByRole('button', { name: 'Ri-Acquista Pass' }).click();
    await page.getByRole('dialog', { name: 'Sblocca il template' }).getByRole('button', { name: 'Vai al pagamento' }).click();
    await expect(page.getByRole('alertdialog')).toHaveText(/Si è verificato un errore: Errore dal server/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    // The unlocked template opens the panel: copy its info, then customise it.
    await page.getByRole('button', { name: unlocked.name, exact: true }).click();
    await expectCopyInfo(page, unlocked);
    await page.getByRole('button', { name: 'Personalizza (Operatore)' }).click();
    const fileName = unlocked.original.split('/').pop() ?? '';
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/editor/${theme}/${routeFormat}/${encodeURIComponent(fileName)}`);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ template: { original: unlocked.original, preview: unlocked.preview }, start: 'starter' });
  });

  test('an annual user: no banner, every template usable', async ({ page }) => {
    await page.goto(templatesPath);
    await giveAnnualPlan(page);
    await page.reload();
    await expect(templateGrid(page).getByRole('listitem')).toHaveCount(templates.length);
    await expect(page.getByRole('button', { name: 'Sblocca per €25' })).toHaveCount(0);
    await expect(page.getByText('Non hai un piano attivo.')).toHaveCount(0);
    await expect(page.getByText('Hai acquistato dei pass singoli.')).toHaveCount(0);
    await page.getByRole('button', { name: template(2).name, exact: true }).click();
    await expect(page.getByRole('button', { name: 'Personalizza (Operatore)' })).toBeVisible();
  });
});
