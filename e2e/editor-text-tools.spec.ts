import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, editorPath, emptyDemoPath, expectSaved, openEditor, propertiesPanel, readCanvas, savedElement } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

// Text box width, 'Riduci per adattare', letter spacing, capitals, outline and print units.
test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});
// A sign-up and several full-size downloads: more than the default minute on a busy machine.
test.setTimeout(240_000);

const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
const longName = 'Alessandra Benedetta & Massimiliano';

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Share of the pixels inside `rect` (template px) that differ between two images of the same size. */
async function shareChangedIn(filePath: string, referencePath: string, rect: Rect): Promise<number> {
  const [image, reference] = await Promise.all([readRgb(filePath), readRgb(referencePath)]);
  if (image.width !== reference.width || image.height !== reference.height) throw new Error('the images differ in size');
  const left = Math.max(0, Math.floor(rect.left));
  const right = Math.min(image.width, Math.ceil(rect.right));
  const top = Math.max(0, Math.floor(rect.top));
  const bottom = Math.min(image.height, Math.ceil(rect.bottom));
  let changed = 0;
  let total = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const offset = (y * image.width + x) * 3;
      total += 1;
      for (let channel = 0; channel < 3; channel += 1) {
        if (Math.abs((image.data[offset + channel] ?? 0) - (reference.data[offset + channel] ?? 0)) > 24) {
          changed += 1;
          break;
        }
      }
    }
  }
  return total === 0 ? 0 : changed / total;
}

async function readRgb(filePath: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(filePath).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function downloadPng(page: Page): Promise<string> {
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, await mkdtemp(path.join(tmpdir(), 'cornice-text-')));
  return file.filePath;
}

async function selectInitialText(page: Page): Promise<string> {
  const box = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (box === null) throw new Error('the page is not laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const { selectedId } = await readCanvas(page);
  if (selectedId === null) throw new Error('no selection');
  return selectedId;
}

/** Types into a number field and confirms with Enter, as an operator would. */
async function typeNumber(page: Page, label: string, value: string): Promise<void> {
  const field = propertiesPanel(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test('a text box wraps the name, auto-fit keeps a long name inside it, and spacing, capitals and outline are drawn in the PNG', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail('text-tools'));
  await giveAnnualPlan(page);
  await openEditor(page, editorPath);
  const id = await selectInitialText(page);
  const panel = propertiesPanel(page);

  await panel.getByLabel('Testo', { exact: true }).fill(longName);
  await panel.getByLabel('Testo', { exact: true }).blur();
  await expectSaved(page, id, 'content', longName);
  const oneLine = await readCanvas(page);
  const { fontSize, lineHeight } = (await savedElement(page, id)) as unknown as { fontSize: number; lineHeight: number };
  const lineBox = fontSize * lineHeight;

  // A 300 px box: the name wraps onto three or more lines within it.
  await typeNumber(page, 'Larghezza casella', '300');
  await expectSaved(page, id, 'width', 300);
  await expect.poll(async () => (await readCanvas(page)).height).toBeGreaterThanOrEqual(3 * lineBox - 1);
  const wrapped = await readCanvas(page);
  expect(wrapped.width).toBe(300);
  expect(wrapped.height).toBeGreaterThan(oneLine.height);
  const box = { left: wrapped.x, right: wrapped.x + 300, top: wrapped.y, bottom: wrapped.y + wrapped.height };
  const wrappedPng = await downloadPng(page);
  // Drawn inside the box, nothing beside it on the same rows.
  expect(await shareChangedIn(wrappedPng, templateFile, box)).toBeGreaterThan(0.02);
  expect(await shareChangedIn(wrappedPng, templateFile, { ...box, left: 0, right: box.left - 2 })).toBeLessThan(0.001);
  expect(await shareChangedIn(wrappedPng, templateFile, { ...box, left: box.right + 2, right: 1200 })).toBeLessThan(0.001);

  // 'Riduci per adattare': one line, shrunk until the long name fits the 300 px box.
  await panel.getByLabel('Riduci per adattare').check();
  await expectSaved(page, id, 'autoFit', true);
  await expect.poll(async () => (await readCanvas(page)).height).toBeLessThan(lineBox + 1);
  await expectSaved(page, id, 'fontSize', fontSize);
  const fitted = await readCanvas(page);
  const fitBox = { left: fitted.x, right: fitted.x + 300, top: fitted.y, bottom: fitted.y + lineBox };
  const fittedPng = await downloadPng(page);
  expect(await shareChangedIn(fittedPng, templateFile, fitBox)).toBeGreaterThan(0.02);
  expect(await shareChangedIn(fittedPng, templateFile, { ...fitBox, left: 0, right: fitBox.left - 2 })).toBeLessThan(0.001);
  expect(await shareChangedIn(fittedPng, templateFile, { ...fitBox, left: fitBox.right + 2, right: 1200 })).toBeLessThan(0.001);
  // Both ends of the name are drawn: it was shrunk, not cut.
  expect(await shareChangedIn(fittedPng, templateFile, { ...fitBox, right: fitBox.left + 30 })).toBeGreaterThan(0.01);
  expect(await shareChangedIn(fittedPng, templateFile, { ...fitBox, left: fitBox.right - 30 })).toBeGreaterThan(0.01);

  // Letter spacing, capitals and an outline each change the exported letters.
  const around = { left: fitBox.left - 10, right: fitBox.right + 10, top: fitBox.top - 10, bottom: fitBox.bottom + 10 };
  const spacing = panel.getByLabel('Spaziatura lettere');
  await spacing.focus();
  for (let step = 0; step < 4; step += 1) await spacing.press('ArrowRight');
  await expectSaved(page, id, 'letterSpacing', 4);
  await expect(panel.locator('.property-field', { hasText: 'Spaziatura lettere' }).locator('output')).toHaveText('4 px');
  const spacedPng = await downloadPng(page);
  expect(await shareChangedIn(spacedPng, fittedPng, around)).toBeGreaterThan(0.002);

  await panel.getByLabel('Maiuscolo').check();
  await expectSaved(page, id, 'uppercase', true);
  // Drawn in capitals; what was typed is kept.
  await expect(panel.getByLabel('Testo', { exact: true })).toHaveValue(longName);
  await expectSaved(page, id, 'content', longName);
  const capitalsPng = await downloadPng(page);
  expect(await shareChangedIn(capitalsPng, spacedPng, around)).toBeGreaterThan(0.002);

  await panel.getByLabel('Mostra contorno').check();
  await expectSaved(page, id, 'strokeWidth', 4);
  const outlineColour = panel.getByLabel('Colore del contorno');
  await outlineColour.fill('#c00020');
  await outlineColour.blur();
  await expectSaved(page, id, 'strokeColor', '#c00020');
  const outlinedPng = await downloadPng(page);
  expect(await shareChangedIn(outlinedPng, capitalsPng, around)).toBeGreaterThan(0.002);
});

test('positions read in the chosen unit, typed millimetres move the element by the right print pixels, and the choice is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(emptyDemoPath);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await selectInitialText(page);
  const panel = propertiesPanel(page);
  const units = panel.getByRole('group', { name: 'Unità di misura' });
  const start = await readCanvas(page);
  await expect(panel.getByLabel('Posizione X')).toHaveValue(String(Math.round(start.x)));
  const fontSizePx = Number(await panel.getByLabel('Dimensione').inputValue());

  await units.getByRole('button', { name: 'mm', exact: true }).click();
  await expect(units.getByRole('button', { name: 'mm', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByLabel('Posizione X')).toHaveValue(String(Math.round(((start.x * 25.4) / 300) * 10) / 10));

  // 20 mm at 300 dpi is 236.22 print px.
  await typeNumber(page, 'Posizione X', '20');
  await expect.poll(async () => (await readCanvas(page)).x).toBe(236.22);
  await expect(panel.getByLabel('Posizione X')).toHaveValue('20');
  // The same field in print px and in inches.
  await units.getByRole('button', { name: 'px', exact: true }).click();
  await expect(panel.getByLabel('Posizione X')).toHaveValue('236');
  await units.getByRole('button', { name: 'in', exact: true }).click();
  await expect(panel.getByLabel('Posizione X')).toHaveValue('0.787');

  // Font sizes read in points (pt = px × 72 / 300) once a print unit is chosen.
  await units.getByRole('button', { name: 'cm', exact: true }).click();
  await expect(panel.locator('.property-field', { hasText: 'Dimensione' }).locator('.property-field__unit')).toHaveText('pt');
  await expect(panel.getByLabel('Dimensione')).toHaveValue(String(Math.round(((fontSizePx * 72) / 300) * 10) / 10));

  // Remembered for this operator after a reload.
  await page.reload();
  // The moved text is offered back; starting again is enough to see the panel.
  await page.getByRole('button', { name: 'No, Inizia da Capo' }).click({ timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await selectInitialText(page);
  await expect(propertiesPanel(page).getByRole('group', { name: 'Unità di misura' }).getByRole('button', { name: 'cm', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a side handle of the text sets its box width and leaves the font size alone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(emptyDemoPath);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  const id = await selectInitialText(page);
  const before = await readCanvas(page);
  const fontSizeBefore = await propertiesPanel(page).getByLabel('Dimensione').inputValue();
  const pageBox = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (pageBox === null) throw new Error('the page is not laid out');
  // The left side handle, pulled 40 screen px inwards (a centred text narrows about its centre).
  const handle = { x: pageBox.x + before.x * before.scale, y: pageBox.y + (before.y + before.height / 2) * before.scale };
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x + 20, handle.y, { steps: 4 });
  await page.mouse.move(handle.x + 40, handle.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await readCanvas(page)).width).toBeLessThan(before.width - 40 / before.scale);
  await expect(propertiesPanel(page).getByLabel('Dimensione')).toHaveValue(fontSizeBefore);
  const saved = await savedElement(page, id);
  expect(saved['width']).toBeLessThan(before.width);
  await expect(propertiesPanel(page).getByLabel('Larghezza casella')).toHaveValue(String(Math.round(Number(saved['width']))));
});
