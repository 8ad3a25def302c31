import type { Locator } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, openEditor } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not laid out');
  return found;
}

test('the layers are docked beside the canvas, never over the page, and each row is called by what it shows', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('layers-dock'));
  await giveAnnualPlan(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Aggiungi Anello$/ }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');

  const list = page.getByTestId('layers-list');
  await expect(list).toBeVisible();
  // Beside the canvas: the panel and the canvas do not overlap.
  const panel = await box(page.getByRole('region', { name: /^Livelli/ }));
  const canvas = await box(editorCanvas(page));
  expect(panel.x).toBeGreaterThanOrEqual(canvas.x + canvas.width - 1);

  // Rows read as the content: the text's words, the clip-art's name, numbered frames.
  const selects = list.getByRole('button', { name: /^Seleziona/ });
  const names = await selects.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names).toEqual(['Seleziona Anello', 'Seleziona Cornice foto 2', 'Seleziona Cornice foto 1', 'Seleziona Nome & Nome Data Evento']);
  const fields = list.getByRole('textbox', { name: /^Nome del livello/ });
  await expect(fields.nth(3)).toHaveAttribute('placeholder', 'Nome & Nome Data Evento');
  for (const width of await fields.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width))) expect(width).toBeGreaterThanOrEqual(150);
  await page.screenshot({ path: '.tmp/screenshots/editor-layers-docked.png' });
});
