import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, layoutEditorUrl } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan, templateCard, templateGrid } from './support/selection-steps.js';

/**
 * Screenshots of what an operator looks at (the template grid, the editor with a
 * starter layout, with and without the photo preview), kept for review in
 * .tmp/review-screenshots/ and attached to the report. They are looked at by people, not
 * compared with a baseline; the test asserts what a user would notice is wrong.
 */

const reviewDir = path.resolve('.tmp/review-screenshots');

async function keep(testInfo: TestInfo, name: string, image: Buffer): Promise<void> {
  await mkdir(reviewDir, { recursive: true });
  await writeFile(path.join(reviewDir, name), image);
  await testInfo.attach(name, { body: image, contentType: 'image/png' });
}

/** How many distinct colours (4 bits a channel) a picture holds: a blank or failed canvas has one or two. */
async function countColours(image: Buffer): Promise<number> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i + 2 < data.length; i += 3) seen.add(((data[i] ?? 0) >> 4) * 256 + ((data[i + 1] ?? 0) >> 4) * 16 + ((data[i + 2] ?? 0) >> 4));
  return seen.size;
}

async function expectGridLoaded(page: Page): Promise<void> {
  const cards = templateGrid(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  const images = templateGrid(page).locator('img');
  await expect(images.first()).toHaveAttribute('src', /\/starter-previews\//);
  // Lazy images below the fold load as they scroll in.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), { timeout: 30_000 })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the template grid and the editor with a starter layout, kept for review', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signUpThroughTopBar(page, uniqueEmail('review'));
  await giveAnnualPlan(page);

  for (const [theme, format] of [
    ['bambini', 'cartolina-verticale'],
    ['laurea', 'photostrip-verticale'],
  ] as const) {
    await page.goto(`/choose-template/${theme}/${format}`);
    await expectGridLoaded(page);
    await keep(testInfo, `selection-grid-${theme}-${format}.png`, await page.screenshot({ fullPage: true }));
  }

  // The editor on a starter layout (the grid open last: laurea strips).
  await templateCard(page, 'Laurel Burgundy').getByRole('button', { name: 'Laurel Burgundy', exact: true }).click();
  await page.getByRole('button', { name: 'Personalizza (Operatore)' }).click();
  await expect(page).toHaveURL(layoutEditorUrl, { timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  expect(Number(await editorCanvas(page).getAttribute('data-element-count'))).toBeGreaterThan(3);
  const pageBox = editorCanvas(page).locator('.editor-canvas__page');
  // Not blank: the template, the frames and the names are drawn (a bare page has a handful of colours).
  await expect.poll(async () => countColours(await pageBox.screenshot()), { timeout: 15_000 }).toBeGreaterThan(40);
  await keep(testInfo, 'editor-starter-laurea-photostrip-verticale.png', await page.screenshot());

  const toggle = page.getByRole('button', { name: 'Anteprima con foto' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Stampa di prova' })).toBeEnabled({ timeout: 15_000 });
  await keep(testInfo, 'editor-photo-preview-laurea-photostrip-verticale.png', await page.screenshot());
});
