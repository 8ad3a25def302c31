import { mkdir } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import {
  dragBy,
  editorCanvas,
  expectSaved,
  openEditor,
  propertiesPanel,
  readCanvas,
  readSavedDocument,
  waitForSavedDocument,
  savedElement,
  selectedCentreOnScreen,
  writeSavedDocument,
} from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

// The demo editor needs no account, so these tests drive the controls on /prova.
test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, '/prova');
});

async function selectedId(page: Page): Promise<string> {
  const { selectedId: id } = await readCanvas(page);
  if (id === null) throw new Error('nothing is selected');
  return id;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: `.tmp/screenshots/${name}.png` });
}

test('text controls: size, style, alignment, font, colours and sliders, clamped to the spec', async ({ page }) => {
  const panel = propertiesPanel(page);
  await expect(panel.getByRole('heading', { name: 'Nessun elemento selezionato' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  const id = await selectedId(page);
  await expect(panel.getByRole('heading', { name: 'Testo', exact: true })).toBeVisible();

  // Font size: 8 to 200, whatever is typed; Enter commits one undo step.
  const size = panel.getByLabel('Dimensione');
  await size.fill('500');
  await size.press('Enter');
  await expectSaved(page, id, 'fontSize', 200);
  await size.fill('3');
  await size.press('Enter');
  await expectSaved(page, id, 'fontSize', 8);
  await size.fill('48');
  await size.press('Enter');
  await expectSaved(page, id, 'fontSize', 48);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expectSaved(page, id, 'fontSize', 8);
  await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
  await expectSaved(page, id, 'fontSize', 48);

  // Content, bold, italic and alignment.
  await panel.getByLabel('Testo', { exact: true }).fill('Anna & Marco');
  await panel.getByRole('button', { name: 'Grassetto' }).click();
  await expect(panel.getByRole('button', { name: 'Grassetto' })).toHaveAttribute('aria-pressed', 'true');
  await expectSaved(page, id, 'content', 'Anna & Marco');
  await expectSaved(page, id, 'fontWeight', 'bold');
  await panel.getByRole('button', { name: 'Corsivo' }).click();
  await expectSaved(page, id, 'fontStyle', 'italic');
  await panel.getByRole('button', { name: 'Centro', exact: true }).click();
  await expectSaved(page, id, 'textAlign', 'center');

  // Fonts: the visitor's seven, the rest listed as Premium and disabled; the face is loaded.
  const font = panel.getByLabel('Font');
  await expect(font.locator('option:not([disabled])')).toHaveText(['Pacifico', 'Playfair Display', 'Roboto', 'Open Sans', 'Lato', 'Oswald', 'Lobster']);
  await expect(font.locator('option', { hasText: 'Great Vibes' })).toBeDisabled();
  await expect(panel.getByRole('link', { name: 'Scopri gli abbonamenti' })).toHaveAttribute('href', '/abbonamenti');
  await font.selectOption('Pacifico');
  await expectSaved(page, id, 'fontFamily', 'Pacifico');
  expect(await page.evaluate(() => document.fonts.check('20px "Pacifico"'))).toBe(true);

  // 'Colori dal Template': six colours from the template image, one click sets the text colour.
  const swatches = panel.getByRole('group', { name: 'Colori dal Template' }).getByRole('button');
  await expect(swatches).toHaveCount(6);
  const second = await swatches.nth(1).getAttribute('aria-label');
  expect(second).toMatch(/^#[0-9a-f]{6}$/);
  await swatches.nth(1).click();
  await expectSaved(page, id, 'color', second);
  await expect(swatches.nth(1)).toHaveAttribute('aria-pressed', 'true');

  // Sliders by keyboard: line height 0.8 to 3, opacity 0 to 1 (shown in %), rotation -180 to 180.
  const lineHeight = panel.getByLabel('Interlinea');
  await lineHeight.focus();
  await page.keyboard.press('End');
  await expectSaved(page, id, 'lineHeight', 3);
  await page.keyboard.press('Home');
  await expectSaved(page, id, 'lineHeight', 0.8);
  const opacity = panel.getByLabel('Opacità');
  await opacity.focus();
  await page.keyboard.press('ArrowLeft');
  await expectSaved(page, id, 'opacity', 0.95);
  await expect(panel.locator('output', { hasText: '95%' })).toBeVisible();
  const rotation = panel.getByLabel('Rotazione');
  await rotation.focus();
  await page.keyboard.press('End');
  await expect.poll(async () => (await readCanvas(page)).rotation).toBe(180);
  // Typing in a field is not a shortcut: Delete in the slider does not remove the text.
  await page.keyboard.press('Delete');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');

  // Shadow: off by default; on, its blur goes from 0 to 50.
  await panel.getByLabel('Mostra ombra').check();
  await expectSaved(page, id, 'shadowEnabled', true);
  const blur = panel.getByLabel('Sfocatura');
  const defaultBlur = (await savedElement(page, id))['shadowBlur'];
  await blur.focus();
  await page.keyboard.press('End');
  await expectSaved(page, id, 'shadowBlur', 50);
  await screenshot(page, 'editor-text-selected');

  // Each slider movement was one entry: one undo takes the blur back, not key by key.
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expectSaved(page, id, 'shadowBlur', defaultBlur);
});

test('separator, frame and clip-art controls, layering without history and centring', async ({ page }) => {
  const panel = propertiesPanel(page);
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  const lineId = await selectedId(page);
  const templateWidth = (await waitForSavedDocument(page)).template.width;
  expect(templateWidth).toBe(1200);
  await expect(panel.getByRole('heading', { name: 'Linea separatrice' })).toBeVisible();
  const lineWidth = panel.getByLabel('Larghezza');
  await lineWidth.focus();
  await page.keyboard.press('End');
  await expectSaved(page, lineId, 'width', templateWidth);
  await page.keyboard.press('Home');
  await expectSaved(page, lineId, 'width', 10);
  const thickness = panel.getByLabel('Spessore');
  await thickness.focus();
  await page.keyboard.press('End');
  await expectSaved(page, lineId, 'height', 50);
  await page.keyboard.press('Home');
  await expectSaved(page, lineId, 'height', 1);
  await panel.getByRole('group', { name: 'Colori dal Template' }).getByRole('button').first().click();
  expect((await savedElement(page, lineId))['color']).toMatch(/^#[0-9a-f]{6}$/);
  await screenshot(page, 'editor-line-selected');

  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  const frameId = await selectedId(page);
  await expect(panel.getByRole('heading', { name: 'Cornice foto' })).toBeVisible();
  // Border thickness: 1 to 50, and 1 when the field holds no number.
  const border = panel.getByLabel('Spessore del bordo');
  await border.fill('80');
  await border.press('Enter');
  await expectSaved(page, frameId, 'borderWidth', 50);
  await border.fill('');
  await border.press('Tab');
  await expectSaved(page, frameId, 'borderWidth', 1);
  // Width: at least 10, the frame keeps its ratio.
  const frameWidth = panel.getByLabel('Larghezza');
  await frameWidth.fill('300');
  await frameWidth.press('Enter');
  await expectSaved(page, frameId, 'width', 300);
  const frame = await savedElement(page, frameId);
  expect(frame['height']).toBeCloseTo(200, 5);
  await screenshot(page, 'editor-frame-selected');

  // Bring to front / send to back add no history entry: redo survives them.
  await panel.getByLabel('Mostra bordo').uncheck();
  await expectSaved(page, frameId, 'borderEnabled', false);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expectSaved(page, frameId, 'borderEnabled', true);
  const redo = page.getByRole('button', { name: 'Ripristina', exact: true });
  await expect(redo).toBeEnabled();
  await panel.getByRole('button', { name: 'Porta in fondo' }).click();
  await expect.poll(async () => (await readSavedDocument(page))?.elements[0]?.id).toBe(frameId);
  await expect(redo).toBeEnabled();
  await panel.getByRole('button', { name: 'Porta in primo piano' }).click();
  await expect.poll(async () => (await readSavedDocument(page))?.elements.at(-1)?.id).toBe(frameId);
  await expect(redo).toBeEnabled();

  // Centring on the canvas.
  await panel.getByRole('button', { name: 'Centra orizzontalmente' }).click();
  await expect.poll(async () => {
    const centred = await savedElement(page, frameId);
    return Number(centred['x']) + Number(centred['width']) / 2;
  }).toBeCloseTo(templateWidth / 2, 5);

  // A sample clip-art: opacity in 5% steps, then removed from the panel.
  await page.getByRole('tabpanel').getByRole('button').first().click();
  const clipartId = await selectedId(page);
  await expect(panel.getByRole('heading', { name: 'Clipart' })).toBeVisible();
  await screenshot(page, 'editor-clipart-selected');
  await panel.getByLabel('Opacità').focus();
  await page.keyboard.press('ArrowLeft');
  await expectSaved(page, clipartId, 'opacity', 0.95);
  const before = Number(await editorCanvas(page).getAttribute('data-element-count'));
  await panel.getByRole('button', { name: 'Elimina' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(before - 1));
  await expect(panel.getByRole('heading', { name: 'Nessun elemento selezionato' })).toBeVisible();
});

test('Escape cancels a drag: the element goes back and nothing is recorded', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  const start = await readCanvas(page);
  const centre = await selectedCentreOnScreen(page);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 6 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const after = await readCanvas(page);
  expect(after.x).toBeCloseTo(start.x, 5);
  expect(after.y).toBeCloseTo(start.y, 5);
  // The same drag without Escape does move it, as one undo step.
  await dragBy(page, centre, 60, 40);
  await expect.poll(async () => (await readCanvas(page)).x).toBeGreaterThan(start.x + 20 / after.scale);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect.poll(async () => (await readCanvas(page)).x).toBeCloseTo(start.x, 5);
  // Undo takes back the frame's addition, the last thing recorded.
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');

  // Without a drag, Escape clears the selection.
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '1');
  await page.keyboard.press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');
});

test('locked clip-art stays put: no drag, no nudge, no delete, no resize from the panel', async ({ page }) => {
  // A job holding a locked clip-art (as a custom template's decoration would be).
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  const saved = await waitForSavedDocument(page);
  const templatePath = saved.template.path;
  const locked = {
    id: 'locked-heart',
    type: 'clipart',
    clipartId: 'prova/heart',
    src: '/assets/icons/padlock.svg',
    x: 400,
    y: 500,
    width: 300,
    height: 300,
    rotation: 0,
    opacity: 1,
    keepRatio: true,
    locked: true,
    shadowEnabled: false,
    shadowColor: '#000000',
    shadowBlur: 5,
    shadowOffsetX: 5,
    shadowOffsetY: 5,
  };
  await writeSavedDocument(page, { ...saved, elements: [...saved.elements, locked] }, templatePath);
  await page.reload();
  await page.getByRole('button', { name: 'Sì, Ripristina' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');

  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('no stage');
  const { scale } = await readCanvas(page);
  const onScreen = { x: stage.x + 550 * scale, y: stage.y + 650 * scale };
  await page.mouse.click(onScreen.x, onScreen.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-id', 'locked-heart');
  const panel = propertiesPanel(page);
  await expect(panel).toContainText('Questo elemento è bloccato');
  await expect(panel.getByRole('button', { name: 'Elimina' })).toBeDisabled();
  await expect(panel.getByLabel('Larghezza')).toBeDisabled();

  await dragBy(page, onScreen, 80, 60);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  await page.keyboard.press('PageUp');
  const after = await readCanvas(page);
  expect(after).toMatchObject({ elementCount: 3, x: 400, y: 500, width: 300, height: 300, rotation: 0 });
  // No handles: the transformer shows nothing for it.
  expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Annulla', exact: true })).toBeDisabled();
});
