import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, editorPath, emptyDemoPath, readCanvas, waitForSavedDocument } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { drag, toScreen } from './support/screen-points.js';
import { readDownload, shareOfChangedPixels } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

// Zoom, pan and the handles at any size, the text handle after enlarging, and rounded defaults, on /prova.
test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});
// Sign-ups, downloads and many gestures: more than the default minute on a busy machine.
test.setTimeout(180_000);

const template = { width: 1200, height: 1800 };

/** The demo editor, once its stage and initial text are drawn (generous: the machine running e2e may be busy). */
async function openEditor(page: Page, path = emptyDemoPath): Promise<void> {
  await page.goto(path === '/prova' ? emptyDemoPath : path);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
}



async function selectInitialText(page: Page): Promise<string> {
  const centre = await toScreen(page, template.width / 2, template.height / 2);
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const { selectedId } = await readCanvas(page);
  if (selectedId === null) throw new Error('no selection');
  return selectedId;
}

test('the default text opens with the same whole numbers in any window, and slider labels are rounded', async ({ page }) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 760 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => indexedDB.deleteDatabase('cornice-editor')).catch(() => undefined);
    await openEditor(page, '/prova');
    await selectInitialText(page);
    const panel = page.getByRole('complementary', { name: 'Proprietà' });
    await expect(panel.getByLabel('Dimensione')).toHaveValue('60');
    await panel.getByLabel('Mostra ombra').check();
    await expect(panel.locator('.property-field', { hasText: 'Sfocatura' }).locator('output')).toHaveText('6 px');
  }
});

test('the text handle keeps working after enlarging the text, and a centred text stays centred', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, '/prova');
  await selectInitialText(page);
  const size = page.getByRole('complementary', { name: 'Proprietà' }).getByLabel('Dimensione');
  const sizes: number[] = [Number(await size.inputValue())];
  for (let round = 0; round < 3; round += 1) {
    const before = await readCanvas(page);
    // Just inside the corner: the handle is a 10 px square centred on it.
    const corner = await toScreen(page, before.x + before.width, before.y + before.height);
    await drag(page, { x: corner.x - 2, y: corner.y - 2 }, { x: corner.x + 60, y: corner.y + 60 });
    await expect.poll(async () => Number(await size.inputValue())).toBeGreaterThan(sizes[round] ?? 0);
    sizes.push(Number(await size.inputValue()));
    const after = await readCanvas(page);
    // Centred, and the box within the page, so its handle stays on screen.
    expect(after.x + after.width / 2).toBeCloseTo(template.width / 2, 0);
    expect(after.x).toBeGreaterThanOrEqual(-0.5);
    expect(after.x + after.width).toBeLessThanOrEqual(template.width + 0.5);
  }
});

async function zoomTo200(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Zoom al 100 %' }).click();
  await page.getByRole('button', { name: 'Aumenta zoom' }).click();
  await page.getByRole('button', { name: 'Aumenta zoom' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('200 %');
  await expect(editorCanvas(page)).toHaveAttribute('data-scale', '2');
}

test('at 200 % a drag of 100 screen px moves an element 50 print px, and snapping still works within 5 screen px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  await zoomTo200(page);
  await selectInitialText(page);
  const start = await readCanvas(page);
  const grab = await toScreen(page, start.x + start.width / 2, start.y + start.height / 2);
  await drag(page, grab, { x: grab.x + 100, y: grab.y + 60 });
  await expect.poll(async () => (await readCanvas(page)).x).toBeCloseTo(start.x + 50, 0);
  expect((await readCanvas(page)).y).toBeCloseTo(start.y + 30, 0);

  // Back towards the page's centre, 3 screen px off on both axes: it snaps, with guides while dragging.
  const moved = await readCanvas(page);
  const from = await toScreen(page, moved.x + moved.width / 2, moved.y + moved.height / 2);
  const centre = await toScreen(page, template.width / 2, start.y + start.height / 2);
  const stage = editorCanvas(page).locator('.editor-canvas__stage');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 3, centre.y + 3, { steps: 8 });
  await expect(stage).not.toHaveAttribute('data-guide-count', '0');
  await page.mouse.up();
  const snapped = await readCanvas(page);
  expect(snapped.x + snapped.width / 2).toBeCloseTo(template.width / 2, 1);

  // 30 screen px away (15 print px) nothing snaps.
  const again = await toScreen(page, snapped.x + snapped.width / 2, snapped.y + snapped.height / 2);
  await drag(page, again, { x: again.x + 30, y: again.y });
  await expect.poll(async () => (await readCanvas(page)).x).toBeCloseTo(snapped.x + 15, 0);
});

test('space + drag pans the view without moving anything, Adatta brings the whole page back, and so do the zoom keys', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  await zoomTo200(page);
  const pageBox = editorCanvas(page).locator('.editor-canvas__page');
  const before = await pageBox.boundingBox();
  if (before === null) throw new Error('no page');
  const area = await editorCanvas(page).boundingBox();
  if (area === null) throw new Error('no area');
  // The pointer over the text in the middle: space turns the drag into a pan.
  const from = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  await page.locator('body').focus();
  await page.keyboard.down('Space');
  await drag(page, from, { x: from.x + 120, y: from.y + 80 });
  await page.keyboard.up('Space');
  const after = await pageBox.boundingBox();
  expect(after?.x).toBeCloseTo(before.x + 120, 0);
  expect(after?.y).toBeCloseTo(before.y + 80, 0);
  await expect(page.getByRole('button', { name: 'Annulla', exact: true })).toBeDisabled();

  // The wheel pans too; Ctrl + wheel zooms about the pointer.
  await page.mouse.move(from.x, from.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  await expect.poll(async () => Number((await readCanvas(page)).scale)).toBeLessThan(2);

  await page.getByRole('button', { name: 'Adatta alla finestra' }).click();
  const fitted = await pageBox.boundingBox();
  expect(fitted?.width).toBeLessThanOrEqual(area.width - 79);
  expect(fitted?.height).toBeLessThanOrEqual(area.height - 79);
  // The zoom keys: Ctrl with 1 (100 %), + or = (in), - (out) and 0 (fit).
  const fit = page.getByRole('button', { name: 'Adatta alla finestra' });
  const level = page.getByTestId('zoom-level');
  await page.locator('body').focus();
  await page.keyboard.press('Control+1');
  await expect(level).toHaveText('100 %');
  await expect(fit).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Control+=');
  await expect(level).not.toHaveText('100 %');
  await page.keyboard.press('Control+-');
  await expect(level).toHaveText('100 %');
  await page.keyboard.press('Control+0');
  await expect(fit).toHaveAttribute('aria-pressed', 'true');
});

const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
/** The band of the 1200×1800 template where the initial text sits. */
const textBand: [number, number][] = [[840, 960]];

async function downloadPng(page: Page): Promise<string> {
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, await mkdtemp(path.join(tmpdir(), 'cornice-layers-')));
  return file.filePath;
}

test('layers panel: rename, hide (not drawn, not exported), lock (not movable) and reorder, each one undo step', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail('layers'));
  await giveAnnualPlan(page);
  await openEditor(page, editorPath);
  const rows = page.getByTestId('layers-list').locator('li');
  await expect(rows).toHaveCount(1);

  // Rename the text's layer.
  const name = page.getByRole('textbox', { name: /^Nome del livello/ });
  await name.fill('Nomi degli sposi');
  await name.press('Enter');
  await expect(page.getByRole('button', { name: 'Seleziona Nomi degli sposi' })).toBeVisible();
  await expect.poll(async () => (await waitForSavedDocument(page)).elements[0]?.['name']).toBe('Nomi degli sposi');

  // Hidden: a click where it was selects nothing, and the export shows the bare template there.
  await page.getByRole('button', { name: 'Nascondi Nomi degli sposi' }).click();
  const centre = await toScreen(page, template.width / 2, template.height / 2);
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');
  expect(await shareOfChangedPixels(await downloadPng(page), templateFile, textBand)).toBeLessThan(0.001);
  await page.getByRole('button', { name: 'Nascondi Nomi degli sposi' }).click();
  expect(await shareOfChangedPixels(await downloadPng(page), templateFile, textBand)).toBeGreaterThan(0.005);

  // Locked: a drag on the canvas leaves it where it is.
  await page.getByRole('button', { name: 'Blocca Nomi degli sposi' }).click();
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const before = await readCanvas(page);
  await drag(page, centre, { x: centre.x + 80, y: centre.y + 40 });
  expect((await readCanvas(page)).x).toBeCloseTo(before.x, 3);
  await page.getByRole('button', { name: 'Blocca Nomi degli sposi' }).click();

  // Reorder: a frame added on top goes under the text with Alt + down, and one undo brings it back.
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-layer-id', /.+/);
  const frameId = await rows.first().getAttribute('data-layer-id');
  await page.getByRole('button', { name: 'Seleziona Cornice foto' }).press('Alt+ArrowDown');
  await expect(rows.last()).toHaveAttribute('data-layer-id', frameId ?? '');
  await expect.poll(async () => (await waitForSavedDocument(page)).elements[0]?.id).toBe(frameId);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(rows.first()).toHaveAttribute('data-layer-id', frameId ?? '');
});

test('align and distribute three elements, each undone in one step', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  // Select all three from the layers panel (Maiusc + clic adds to the selection).
  const kinds = page.getByTestId('layers-list').getByRole('button', { name: /^Seleziona/ });
  await kinds.nth(0).click();
  await kinds.nth(1).click({ modifiers: ['Shift'] });
  await kinds.nth(2).click({ modifiers: ['Shift'] });
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '3');
  // The save comes a moment after the edit: the starting point is the saved document with all three.
  await expect.poll(async () => (await waitForSavedDocument(page)).elements.length).toBe(3);
  const start = await waitForSavedDocument(page);
  const xsOf = (doc: typeof start) => doc.elements.map((element) => Number(element['x']));
  const ysOf = (doc: typeof start) => doc.elements.map((element) => Number(element['y']));

  const panel = page.getByRole('complementary', { name: 'Proprietà' });
  await panel.getByRole('button', { name: 'A sinistra' }).click();
  await expect.poll(async () => new Set(xsOf(await waitForSavedDocument(page)).map((x) => Math.round(x))).size).toBe(1);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect.poll(async () => xsOf(await waitForSavedDocument(page))).toEqual(xsOf(start));

  await panel.getByRole('button', { name: 'Distribuisci in verticale' }).click();
  await expect.poll(async () => ysOf(await waitForSavedDocument(page))).not.toEqual(ysOf(start));
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect.poll(async () => ysOf(await waitForSavedDocument(page))).toEqual(ysOf(start));
});
