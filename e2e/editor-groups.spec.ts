import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, editorPath, openEditor, readCanvas, waitForSavedDocument, type SavedDocument, type SavedElement } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

// Groups: group three elements, see one layer, drag and turn them as one, undo each
// in one step, ungroup, and check the export still draws every member.
test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});
// A sign-up, a download and many gestures: more than the default minute on a busy machine.
test.setTimeout(180_000);

const template = { width: 1200, height: 1800 };
const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Screen point of a template point, through the page's box on screen. */
async function toScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (box === null) throw new Error('the page is not laid out');
  const { scale } = await readCanvas(page);
  return { x: box.x + x * scale, y: box.y + y * scale };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

function findSaved(document: SavedDocument, id: string): SavedElement {
  const found = document.elements.find((element) => element.id === id);
  if (found === undefined) throw new Error(`element ${id} not saved`);
  return found;
}

/** x, y and rotation of each element, rounded to hundredths, in the saved document's order. */
function placements(document: SavedDocument): string[] {
  const round = (value: unknown) => Math.round(Number(value) * 100) / 100;
  return document.elements.map((element) => `${element.id}:${round(element['x'])},${round(element['y'])},${round(element['rotation'])}`);
}

/** The unrotated box of a frame or line, template px. */
function boxOf(element: SavedElement): Box {
  return { x: Number(element['x']), y: Number(element['y']), width: Number(element['width']), height: Number(element['height']) };
}

async function downloadPng(page: Page): Promise<string> {
  await page.getByLabel('Formato').selectOption('png');
  // The frame's sample landscape, so the PNG shows where the frame went ('trasparenti' would cut it out).
  await page.getByRole('toolbar').getByLabel('Finestre foto').selectOption('template');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await readDownload(await started, await mkdtemp(path.join(tmpdir(), 'cornice-groups-')));
  return file.filePath;
}

/** Share of the pixels inside `box` (template px, cut to the page) that differ from the bare template. */
async function shareChangedIn(filePath: string, box: Box): Promise<number> {
  const left = Math.max(0, Math.round(box.x));
  const top = Math.max(0, Math.round(box.y));
  const right = Math.min(template.width, Math.round(box.x + box.width));
  const bottom = Math.min(template.height, Math.round(box.y + box.height));
  const region = { left, top, width: right - left, height: bottom - top };
  const read = (file: string) => sharp(file).flatten({ background: '#ffffff' }).removeAlpha().extract(region).raw().toBuffer();
  const [image, reference] = await Promise.all([read(filePath), read(templateFile)]);
  let changed = 0;
  for (let offset = 0; offset < image.length; offset += 3) {
    const differs = [0, 1, 2].some((channel) => Math.abs((image[offset + channel] ?? 0) - (reference[offset + channel] ?? 0)) > 24);
    if (differs) changed += 1;
  }
  return changed / (image.length / 3);
}

test('group three elements: one layer, dragged and turned as one, each undone in one step, drawn in the PNG, then ungrouped', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail('groups'));
  await giveAnnualPlan(page);
  await openEditor(page, editorPath);

  // The default text in the middle, a photo frame and a separator in the top-left corner.
  const centre = await toScreen(page, template.width / 2, template.height / 2);
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const text = await readCanvas(page);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  // The save comes a moment after the edit.
  await expect.poll(async () => (await waitForSavedDocument(page)).elements.length).toBe(3);
  const added = await waitForSavedDocument(page);
  const [textId, frameId, lineId] = added.elements.map((element) => element.id);
  if (textId === undefined || frameId === undefined || lineId === undefined) throw new Error('three elements expected');

  // Select all three from the layers panel and group them with Ctrl+G.
  const list = page.getByTestId('layers-list');
  const kinds = list.getByRole('button', { name: /^Seleziona/ });
  await kinds.nth(0).click();
  await kinds.nth(1).click({ modifiers: ['Shift'] });
  await kinds.nth(2).click({ modifiers: ['Shift'] });
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '3');
  await page.keyboard.press('Control+g');

  // One layer: a single group row, which opens to its three members.
  const rows = list.locator(':scope > li');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-layer-group', /.+/);
  await expect(rows.first()).toContainText('3 elementi');
  await page.getByRole('button', { name: 'Apri Gruppo di 3 elementi' }).click();
  await expect(rows.first().locator('li')).toHaveCount(3);
  await page.getByRole('button', { name: 'Chiudi Gruppo di 3 elementi' }).click();
  await expect.poll(async () => (await waitForSavedDocument(page)).elements.every((element) => typeof element['groupId'] === 'string')).toBe(true);
  const grouped = await waitForSavedDocument(page);
  const groupIds = new Set(grouped.elements.map((element) => element['groupId']));
  expect(groupIds.size).toBe(1);
  expect([...groupIds][0]).toEqual(expect.any(String));

  // A click on empty page clears the selection; a drag of the frame alone moves all three together.
  // An empty spot of the page, clear of the zoom controls and the layers panel.
  const corner = await toScreen(page, 60, 1300);
  await page.mouse.click(corner.x, corner.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');
  const frame = boxOf(findSaved(grouped, frameId));
  const frameCentre = await toScreen(page, frame.x + frame.width / 2, frame.y + frame.height / 2);
  await drag(page, frameCentre, { x: frameCentre.x + 120, y: frameCentre.y + 90 });
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '3');
  await expect.poll(async () => Number(findSaved(await waitForSavedDocument(page), frameId)['x'])).not.toBeCloseTo(frame.x, 0);
  const dragged = await waitForSavedDocument(page);
  const shift = (id: string) => ({ dx: Number(findSaved(dragged, id)['x']) - Number(findSaved(grouped, id)['x']), dy: Number(findSaved(dragged, id)['y']) - Number(findSaved(grouped, id)['y']) });
  const { scale } = await readCanvas(page);
  expect(shift(frameId).dx).toBeGreaterThan(60 / scale);
  for (const id of [textId, lineId]) {
    expect(shift(id).dx).toBeCloseTo(shift(frameId).dx, 3);
    expect(shift(id).dy).toBeCloseTo(shift(frameId).dy, 3);
  }

  // The PNG draws every member: the frame, the separator and the text, where they now are.
  const moved = (box: Box, id: string) => ({ ...box, x: box.x + shift(id).dx, y: box.y + shift(id).dy });
  const png = await downloadPng(page);
  expect(await shareChangedIn(png, moved(frame, frameId))).toBeGreaterThan(0.5);
  const line = boxOf(findSaved(grouped, lineId));
  expect(await shareChangedIn(png, { ...moved(line, lineId), y: moved(line, lineId).y - 1, height: line.height + 2 })).toBeGreaterThan(0.3);
  // The text's wrap box is wide: its middle third holds the letters.
  const textBox = moved(text, textId);
  expect(await shareChangedIn(png, { ...textBox, x: textBox.x + textBox.width / 3, width: textBox.width / 3 })).toBeGreaterThan(0.03);

  // Turn the group with the rotation handle, a quarter turn about its centre: one undo step.
  const selectedFrame = moved(frame, frameId);
  const selectedLine = moved(line, lineId);
  const selectedText = moved(text, textId);
  const left = Math.min(selectedFrame.x, selectedLine.x, selectedText.x);
  const right = Math.max(selectedFrame.x + selectedFrame.width, selectedLine.x + selectedLine.width, selectedText.x + selectedText.width);
  const top = Math.min(selectedFrame.y, selectedLine.y, selectedText.y);
  const bottom = Math.max(selectedFrame.y + selectedFrame.height, selectedLine.y + selectedLine.height, selectedText.y + selectedText.height);
  const pivot = await toScreen(page, (left + right) / 2, (top + bottom) / 2);
  const topMiddle = await toScreen(page, (left + right) / 2, top);
  // Konva's rotation handle sits 50 screen px above the box's top middle.
  const handle = { x: topMiddle.x, y: topMiddle.y - 50 };
  const radius = pivot.y - handle.y;
  await drag(page, handle, { x: pivot.x + radius, y: pivot.y });
  await expect.poll(async () => Number(findSaved(await waitForSavedDocument(page), frameId)['rotation'])).toBeGreaterThan(60);
  const turned = await waitForSavedDocument(page);
  for (const id of [textId, frameId, lineId]) expect(Number(findSaved(turned, id)['rotation'])).toBeCloseTo(Number(findSaved(turned, frameId)['rotation']), 3);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect.poll(async () => placements(await waitForSavedDocument(page))).toEqual(placements(dragged));

  // The group's rotation field: to 180° at once (End), the group keeps its place; one undo step again.
  const panel = page.getByRole('complementary', { name: 'Proprietà' });
  const rotation = panel.getByLabel('Rotazione del gruppo');
  await rotation.focus();
  await rotation.press('End');
  await expect.poll(async () => Number(findSaved(await waitForSavedDocument(page), textId)['rotation'])).toBe(180);
  const halfTurned = await waitForSavedDocument(page);
  for (const id of [frameId, lineId]) expect(Number(findSaved(halfTurned, id)['rotation'])).toBe(180);
  // The frame now sits mirrored through the group's centre.
  const frameNow = findSaved(halfTurned, frameId);
  const frameBefore = moved(frame, frameId);
  const groupCentre = { x: (left + right) / 2, y: (top + bottom) / 2 };
  // Turned 180° about its corner, the frame's centre is (x - w/2, y - h/2).
  expect(Number(frameNow['x']) - frame.width / 2).toBeCloseTo(2 * groupCentre.x - (frameBefore.x + frame.width / 2), 0);
  expect(Number(frameNow['y']) - frame.height / 2).toBeCloseTo(2 * groupCentre.y - (frameBefore.y + frame.height / 2), 0);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect.poll(async () => placements(await waitForSavedDocument(page))).toEqual(placements(dragged));

  // Ungroup ('Separa'): three layers again, and each element can be selected on its own on the canvas.
  await panel.getByRole('button', { name: 'Separa' }).click();
  await expect(rows).toHaveCount(3);
  await expect.poll(async () => (await waitForSavedDocument(page)).elements.every((element) => element['groupId'] === undefined)).toBe(true);
  const targets: [string, { x: number; y: number }][] = [
    ['placeholder', { x: selectedFrame.x + selectedFrame.width / 2, y: selectedFrame.y + selectedFrame.height * 0.75 }],
    ['text', { x: selectedText.x + selectedText.width / 2, y: selectedText.y + selectedText.height / 2 }],
    ['line', { x: selectedLine.x + 4, y: selectedLine.y + selectedLine.height / 2 }],
  ];
  for (const [type, point] of targets) {
    await page.mouse.click(corner.x, corner.y);
    await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');
    const onScreen = await toScreen(page, point.x, point.y);
    await page.mouse.click(onScreen.x, onScreen.y);
    await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', type);
    await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '1');
  }
});
