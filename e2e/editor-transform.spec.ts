import { editorCanvas, expectSaved, openEditor, readCanvas, savedElement, waitForSavedDocument } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { drag, toScreen } from './support/screen-points.js';
import { acceptCookies } from './support/selection-steps.js';

// Handles and guides, driven with the mouse as a person would, on the demo editor (no account).
test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, '/prova');
});



test('a photo frame resizes from its corner keeping its ratio, and rotates from the rotation handle', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  const before = await readCanvas(page);
  const corner = await toScreen(page, before.x + before.width, before.y + before.height);
  await drag(page, corner, { x: corner.x + 60, y: corner.y + 40 });
  const resized = await readCanvas(page);
  expect(resized.width).toBeGreaterThan(before.width * 1.2);
  expect(resized.height / resized.width).toBeCloseTo(before.height / before.width, 3);
  expect(resized.x).toBeCloseTo(before.x, 3);

  // The rotation handle sits above the top edge's middle; dragging it round to the right turns the frame.
  const topMiddle = await toScreen(page, resized.x + resized.width / 2, resized.y);
  const handle = { x: topMiddle.x, y: topMiddle.y - 50 };
  const centre = await toScreen(page, resized.x + resized.width / 2, resized.y + resized.height / 2);
  await drag(page, handle, { x: centre.x + 150, y: centre.y });
  await expect.poll(async () => (await readCanvas(page)).rotation).toBeGreaterThan(80);
  expect((await readCanvas(page)).rotation).toBeLessThan(100);

  // One resize and one rotation: two undo steps back to the frame as added.
  const undo = page.getByRole('button', { name: 'Annulla', exact: true });
  await undo.click();
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-rotation', '0');
  await undo.click();
  expect((await readCanvas(page)).width).toBeCloseTo(before.width, 3);
});

test('a separator only stretches from its right handle, never past the canvas width', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  const before = await readCanvas(page);
  const right = await toScreen(page, before.x + before.width, before.y + before.height / 2);
  await drag(page, right, { x: right.x + 50, y: right.y + 30 });
  const longer = await readCanvas(page);
  const { scale } = longer;
  expect(longer.width).toBeCloseTo(before.width + 50 / scale, -1);
  expect(longer.height).toBeCloseTo(before.height, 5);
  // Far beyond the canvas: capped at the template width.
  const end = await toScreen(page, longer.x + longer.width, longer.y + longer.height / 2);
  await drag(page, end, { x: end.x + 2000, y: end.y });
  const template = (await waitForSavedDocument(page)).template;
  await expect.poll(async () => (await readCanvas(page)).width).toBeLessThanOrEqual(template.width);
});

test('a text grows its font size from the bottom-right handle, within 8 to 200', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  const { selectedId } = await readCanvas(page);
  if (selectedId === null) throw new Error('no selection');
  const start = Number((await savedElement(page, selectedId))['fontSize']);
  const before = await readCanvas(page);
  const corner = await toScreen(page, before.x + before.width, before.y + before.height);
  await drag(page, corner, { x: corner.x + 40, y: corner.y + 20 });
  await expect.poll(async () => Number((await savedElement(page, selectedId))['fontSize'])).toBeGreaterThan(start * 1.3);
  // Dragged far: 200 at most.
  const grown = await readCanvas(page);
  const next = await toScreen(page, grown.x + grown.width, grown.y + grown.height);
  await drag(page, next, { x: next.x + 400, y: next.y + 400 });
  await expectSaved(page, selectedId, 'fontSize', 200);
});

test('dragging near the canvas centre snaps onto it, with guides shown only while dragging', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  const frame = await readCanvas(page);
  const template = { width: 1200, height: 1800 };
  const grab = await toScreen(page, frame.x + frame.width / 2, frame.y + frame.height / 2);
  // Aim 3 screen px off the centre, on both axes: inside the 5 px threshold.
  const target = await toScreen(page, template.width / 2, template.height / 2);
  const stage = editorCanvas(page).locator('.editor-canvas__stage');
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(target.x + 3, target.y - 3, { steps: 8 });
  await expect(stage).not.toHaveAttribute('data-guide-count', '0');
  await page.mouse.up();
  await expect(stage).toHaveAttribute('data-guide-count', '0');
  const snapped = await readCanvas(page);
  expect(snapped.x + snapped.width / 2).toBeCloseTo(template.width / 2, 1);
  expect(snapped.y + snapped.height / 2).toBeCloseTo(template.height / 2, 1);

  // 30 screen px away nothing snaps.
  const centre = await toScreen(page, snapped.x + snapped.width / 2, snapped.y + snapped.height / 2);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 30, centre.y + 30, { steps: 8 });
  await page.mouse.up();
  const free = await readCanvas(page);
  expect(Math.abs(free.x + free.width / 2 - template.width / 2) * free.scale).toBeGreaterThan(20);
});
