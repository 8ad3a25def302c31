import sharp from 'sharp';
import { drawnStage, editorCanvas, readCanvas, selectedCentreOnScreen } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

test("the demo opens the designed starter with sample photos in its frames, not the bare template with 'Nome & Nome'", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/prova');
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible();
  await expect.poll(async () => (await readCanvas(page)).elementCount).toBeGreaterThan(2);
  await expect(drawnStage(page)).toHaveCount(1);

  const selects = page.getByTestId('layers-list').getByRole('button', { name: /^Seleziona/ });
  const names = await selects.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  expect(names).toContain('Seleziona Cornice foto 1');
  expect(names.join(' | ')).not.toMatch(/Nome & Nome|Data Evento/);
  await expect(page.getByRole('button', { name: 'Anteprima con foto' })).toHaveAttribute('aria-pressed', 'true');

  // The first frame shows a photo: many colours where the empty window is one flat tone.
  await page.getByRole('button', { name: 'Seleziona Cornice foto 1' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'placeholder');
  const centre = await selectedCentreOnScreen(page);
  await page.getByRole('button', { name: 'Seleziona Cornice foto 1' }).press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');
  await expect
    .poll(async () => {
      const shot = await page.screenshot({ clip: { x: centre.x - 30, y: centre.y - 30, width: 60, height: 60 } });
      const { channels } = await sharp(shot).stats();
      return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
    })
    .toBeGreaterThan(12);
  await page.screenshot({ path: '.tmp/screenshots/demo-first-face.png' });
});

test("'?layout=vuoto' still opens the demo's bare template with the default text", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/prova?layout=vuoto');
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
  await expect(page.getByRole('button', { name: 'Anteprima con foto' })).toHaveAttribute('aria-pressed', 'false');
});

test("'Cosa vuoi fare?' shows the designed starter the card shows", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/choose-template/matrimonio/cartolina-verticale');
  const card = page.getByRole('button', { name: 'Eucalyptus Bloom', exact: true });
  const cardPicture = await card.locator('img').getAttribute('src');
  expect(cardPicture).toContain('/starter-previews/');
  await card.click();
  const panel = page.getByRole('dialog', { name: 'Cosa vuoi fare?' });
  await expect(panel.locator('img')).toHaveAttribute('src', cardPicture ?? '');
  await expect.poll(() => panel.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: '.tmp/screenshots/choose-template-actions.png' });
});
