import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { overlaps } from '../scripts/assets/templates/layout.js';
import { meanColourUnder } from '../scripts/assets/templates/mean-colour-under.js';
import { contrastRatio, minimumContrast, parseHexColour } from '../src/shared/layout/contrast.js';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { drawnStage, editorCanvas, propertiesPanel, readCanvas } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan, templateCard, templateGrid } from './support/selection-steps.js';

/** Templates open as their designed starter layout; 'Layout vuoto' opens empty. */

interface StarterElement {
  id: string;
  type: string;
  x: number;
  y: number;
  width?: number;
  height?: number;
  fontSize?: number;
  lineHeight?: number;
  content?: string;
  fontFamily?: string;
}

const cases = [
  { theme: 'matrimonio', format: 'cartolina-verticale', file: 'gatsby-gold', name: 'Gatsby Gold' },
  { theme: 'compleanno', format: 'cartolina-orizzontale', file: 'neon-night', name: 'Neon Night' },
  { theme: 'laurea', format: 'photostrip-verticale', file: 'chalkboard', name: 'Chalkboard' },
] as const;

async function readStarter(page: Page, theme: string, format: string, file: string): Promise<StarterElement[]> {
  const response = await page.request.get(`/assets/templates/${theme}/${format.replace(/-/g, '_')}/starters/${file}.json`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { elements: StarterElement[] }).elements;
}

/** Clicks an element at a point inside it (template pixels) and returns what the canvas says is selected. */
async function selectAt(page: Page, x: number, y: number) {
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  const { scale } = await readCanvas(page);
  if (stage === null) throw new Error('no stage');
  await page.mouse.click(stage.x + x * scale, stage.y + y * scale);
  return readCanvas(page);
}

async function openFromCatalogue(page: Page, c: (typeof cases)[number], choice: 'Personalizza (Operatore)' | 'Layout vuoto'): Promise<void> {
  await page.goto(`/choose-template/${c.theme}/${c.format}`);
  await templateCard(page, c.name).getByRole('button', { name: c.name, exact: true }).click();
  await page.getByRole('button', { name: choice }).click();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
}

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  await signUpThroughTopBar(page, uniqueEmail('starter'));
  await giveAnnualPlan(page);
});

test('Personalizza opens the starter layout: frames and names where it puts them, on three formats', async ({ page }) => {
  for (const c of cases) {
    const starter = await readStarter(page, c.theme, c.format, c.file);
    await openFromCatalogue(page, c, 'Personalizza (Operatore)');
    await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(starter.length));
    const names = starter.find((e) => e.id === 'names');
    const frame = starter.find((e) => e.type === 'placeholder');
    if (names === undefined || frame === undefined) throw new Error('starter without names or frame');
    // Marked drawn once the starter is on the stage in its fonts, which are loaded by then.
    await expect(drawnStage(page)).toHaveCount(1);
    expect(await page.evaluate((family) => document.fonts.check(`40px "${family}"`), names.fontFamily ?? '')).toBe(true);
    const namesHeight = (names.fontSize ?? 0) * (names.lineHeight ?? 1);
    const selectedNames = await selectAt(page, names.x + (names.width ?? 0) / 2, names.y + namesHeight / 2);
    expect(selectedNames.selectedType).toBe('text');
    expect([Math.round(selectedNames.x), Math.round(selectedNames.y)]).toEqual([Math.round(names.x), Math.round(names.y)]);
    await expect(propertiesPanel(page).getByLabel('Font')).toHaveValue(names.fontFamily ?? '');
    const selectedFrame = await selectAt(page, frame.x + (frame.width ?? 0) / 2, frame.y + (frame.height ?? 0) / 2);
    expect(selectedFrame.selectedType).toBe('placeholder');
    expect([selectedFrame.x, selectedFrame.y, selectedFrame.width, selectedFrame.height].map(Math.round)).toEqual([frame.x, frame.y, frame.width, frame.height]);
  }
  await mkdir('.tmp/review', { recursive: true });
  await page.screenshot({ path: '.tmp/review/editor-starter-layout.png' });
});

test("names from the navigation state replace the sample ones, in the starter's font, loaded before the canvas draws", async ({ page }) => {
  const c = cases[0];
  const starter = await readStarter(page, c.theme, c.format, c.file);
  const names = starter.find((e) => e.id === 'names');
  if (names === undefined) throw new Error('no names');
  // A client request opens the editor with the names and date in navigation state (request-card.tsx).
  await page.goto(`/choose-template/${c.theme}/${c.format}`);
  await page.evaluate(
    ([path]) => {
      window.history.pushState({ usr: { form: { names: 'Anna & Luca', eventDate: '3 ottobre 2026' } }, key: 'req', idx: 1 }, '', path);
    },
    [`/editor/${c.theme}/${c.format}/${c.file}.png`],
  );
  await page.reload();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate((family) => document.fonts.check(`40px "${family}"`), names.fontFamily ?? '')).toBe(true);
  const namesHeight = (names.fontSize ?? 0) * (names.lineHeight ?? 1);
  await selectAt(page, names.x + (names.width ?? 0) / 2, names.y + namesHeight / 2);
  await expect(propertiesPanel(page).getByLabel('Testo')).toHaveValue('Anna & Luca');
  await expect(propertiesPanel(page).getByLabel('Font')).toHaveValue(names.fontFamily ?? '');
  const date = starter.find((e) => e.id === 'date');
  if (date === undefined) throw new Error('no date');
  await selectAt(page, date.x + (date.width ?? 0) / 2, date.y + ((date.fontSize ?? 0) * (date.lineHeight ?? 1)) / 2);
  await expect(propertiesPanel(page).getByLabel('Testo')).toHaveValue('3 ottobre 2026');
});

test("'Layout vuoto' opens with the default text only, off every photo window and readable on the template", async ({ page }) => {
  test.setTimeout(180_000);
  for (const c of cases) {
    const frames = (await readStarter(page, c.theme, c.format, c.file)).filter((e) => e.type === 'placeholder');
    expect(frames.length, c.name).toBeGreaterThan(0);
    await openFromCatalogue(page, c, 'Layout vuoto');
    await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
    // Where it went, read from the layout the editor created in the account.
    await expect(page).toHaveURL(/\/editor\/layout\/lay_/);
    const layoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = (await (await page.request.get(`/api/layouts/${layoutId}`)).json()) as { document: { elements: (StarterElement & { color?: string })[] } };
    const text = stored.document.elements.find((element) => element.type === 'text');
    if (text?.color === undefined) throw new Error(`${c.name}: no default text`);
    const box = { x: text.x, y: text.y, w: text.width ?? 0, h: (text.content ?? '').split('\n').length * (text.fontSize ?? 0) * (text.lineHeight ?? 1) };
    for (const frame of frames) {
      const apart = !overlaps(box, { x: frame.x, y: frame.y, w: frame.width ?? 0, h: frame.height ?? 0 });
      expect(apart, `${c.name}: text ${JSON.stringify(box)} on the window at ${frame.x},${frame.y}`).toBe(true);
    }
    // The print original, from the generator's folder: the server gives it to entitled operators only.
    const template = await readFile(path.resolve('template-originals', c.theme, c.format.replace(/-/g, '_'), `${c.file}.png`));
    expect(contrastRatio(parseHexColour(text.color), await meanColourUnder(template, box)), c.name).toBeGreaterThanOrEqual(minimumContrast.normal);
  }
});

test("names from a client request replace the sample ones in the starter's font", async ({ page }) => {
  const c = cases[0];
  const starter = await readStarter(page, c.theme, c.format, c.file);
  const names = starter.find((e) => e.id === 'names');
  if (names === undefined) throw new Error('no names');
  const created = await page.request.post('/api/test-hooks/catalog-request', {
    data: {
      template: { displayName: c.name, original_path: `/assets/templates/${c.theme}/${c.format.replace(/-/g, '_')}/${c.file}.png`, preview: `/assets/templates/${c.theme}/${c.format.replace(/-/g, '_')}/previews/${c.file}.jpg` },
      formData: { names: 'Elena & Tommaso', eventDate: '5 settembre 2027', email: 'sposi@example.test', phone: '+39 333 7654321', city: 'Lucca', otherText: '' },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('list', { name: 'Richieste dei clienti' }).getByRole('listitem').filter({ hasText: 'Elena & Tommaso' }).getByRole('button', { name: 'Crea layout' }).click();
  await expect(page).toHaveURL(/\/editor\/layout\/lay_[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  // On the canvas: the names text where the starter puts it, in the starter's font, loaded.
  const namesHeight = (names.fontSize ?? 0) * (names.lineHeight ?? 1);
  await selectAt(page, names.x + (names.width ?? 0) / 2, names.y + namesHeight / 2);
  await expect(propertiesPanel(page).getByLabel('Testo')).toHaveValue('Elena & Tommaso');
  await expect(propertiesPanel(page).getByLabel('Font')).toHaveValue(names.fontFamily ?? '');
  expect(await page.evaluate((family) => document.fonts.check(`40px "${family}"`), names.fontFamily ?? '')).toBe(true);
  // In the stored layout too.
  const layoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = (await (await page.request.get(`/api/layouts/${layoutId}`)).json()) as { document: { elements: StarterElement[] } };
  const storedNames = stored.document.elements.find((e) => e.type === 'text' && e.content === 'Elena & Tommaso');
  expect(storedNames?.fontFamily).toBe(names.fontFamily);
  expect(stored.document.elements.some((e) => e.type === 'text' && e.content === '5 settembre 2027')).toBe(true);
});

test('the selection grid shows each template with sample photos and names (kept for review)', async ({ page }) => {
  await page.goto('/choose-template/matrimonio/cartolina-verticale');
  const images = templateGrid(page).locator('img');
  await expect(images.first()).toHaveAttribute('src', /\/starter-previews\//);
  await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await mkdir('.tmp/review', { recursive: true });
  await page.screenshot({ path: '.tmp/review/selection-grid.png', fullPage: true });
});
