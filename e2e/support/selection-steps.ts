import { type APIRequestContext, type BrowserContext, type Locator, type Page, expect } from '@playwright/test';
import { displayNameFromPath, TemplateCatalog, type TemplateEntry } from '../../src/shared/catalog/template-entry.js';

export interface CatalogCard extends TemplateEntry {
  name: string;
}

/** The built templates of one theme and catalogue format, as the grid lists them (file order). */
export async function readCatalogTemplates(request: APIRequestContext, theme: string, catalogFormat: string): Promise<CatalogCard[]> {
  const response = await request.get('/assets/templates.json');
  expect(response.ok(), 'templates.json is served (run npm run build)').toBe(true);
  const entries = TemplateCatalog.parse(await response.json());
  return entries.filter((e) => e.category === theme && e.format === catalogFormat).map((e) => ({ ...e, name: displayNameFromPath(e.original) }));
}

/** Consent given up front: the banner would otherwise sit over the bottom of the grid. */
export async function acceptCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

export function templateGrid(page: Page): Locator {
  return page.getByRole('list', { name: 'Template disponibili' });
}

export function templateCard(page: Page, name: string): Locator {
  return templateGrid(page)
    .getByRole('listitem')
    .filter({ has: page.locator('.template-card__name').getByText(name, { exact: true }) });
}

/** Test hook: gives the logged-in user a pass on one template (the server sets plan Una Tantum). */
export async function givePass(page: Page, template: TemplateEntry, downloadsRemaining: number, expiresAt: Date): Promise<void> {
  const response = await page.request.post('/api/test-hooks/pass', {
    data: { originalPath: template.original, previewPath: template.preview, downloadsRemaining, expiresAt: expiresAt.toISOString() },
  });
  expect(response.status()).toBe(204);
}

/** Test hook: puts the logged-in user on the active annual plan for a year. */
export async function giveAnnualPlan(page: Page): Promise<void> {
  const currentPeriodEnd = Math.floor(Date.now() / 1000) + 365 * 86_400;
  const response = await page.request.post('/api/test-hooks/plan', { data: { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd } });
  expect(response.status()).toBe(204);
}

/** The alt text of the slide the lightbox shows now: the template name. */
export async function currentSlideName(page: Page): Promise<string | null> {
  return page.locator('.yarl__slide_current img').first().getAttribute('alt');
}
