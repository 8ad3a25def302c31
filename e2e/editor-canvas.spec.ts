import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { dragBy, editorCanvas, editorPath, openEditor, readCanvas, selectedCentreOnScreen } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

const screenshotDir = '.tmp/screenshots';

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

test('adds, drags, nudges, copies and removes elements with one history entry each', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail('editor'));
  await openEditor(page);
  // Text is drawn only once its face is loaded: the canvas never shows the fallback font.
  expect(await page.evaluate(() => document.fonts.check('20px "Roboto"'))).toBe(true);

  const undo = page.getByRole('button', { name: 'Annulla' });
  const redo = page.getByRole('button', { name: 'Ripristina' });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  // The panel adds a text (selected, 50 screen px from the corner) and a separator.
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const added = await readCanvas(page);
  expect(added.scale).toBeGreaterThan(0);
  expect(added.scale).toBeLessThanOrEqual(1);
  expect(added.x * added.scale).toBeCloseTo(50, 0);
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/editor-text-selected.png` });

  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'line');
  await page.screenshot({ path: `${screenshotDir}/editor-line-selected.png` });
  await expect(undo).toBeEnabled();

  // Drag the separator: it moves by the screen distance ÷ scale, give or take a 5 px snap.
  const before = await readCanvas(page);
  const start = await selectedCentreOnScreen(page);
  await dragBy(page, start, 160, 120);
  await expect.poll(async () => (await readCanvas(page)).x).not.toBe(before.x);
  const dragged = await readCanvas(page);
  expect(dragged.selectedId).toBe(before.selectedId);
  const tolerance = 6 / before.scale;
  expect(Math.abs(dragged.x - before.x - 160 / before.scale)).toBeLessThan(tolerance);
  expect(Math.abs(dragged.y - before.y - 120 / before.scale)).toBeLessThan(tolerance);

  // One drag, one entry: undo puts it back, redo moves it again.
  await undo.click();
  await expect.poll(async () => (await readCanvas(page)).x).toBe(before.x);
  expect((await readCanvas(page)).y).toBe(before.y);
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect.poll(async () => (await readCanvas(page)).x).toBe(dragged.x);
  await expect(redo).toBeDisabled();

  // Arrow keys nudge by 2 screen px.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await readCanvas(page)).x).toBeCloseTo(dragged.x + 2 / before.scale, 0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await readCanvas(page)).y).toBeCloseTo(dragged.y + 2 / before.scale, 0);
  const nudged = await readCanvas(page);

  // Copy and paste: a new element 20 screen px lower right, selected.
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');
  const pasted = await readCanvas(page);
  expect(pasted.selectedId).not.toBe(nudged.selectedId);
  expect(pasted.selectedType).toBe('line');
  expect(pasted.x).toBeCloseTo(nudged.x + 20 / before.scale, 0);
  expect(pasted.y).toBeCloseTo(nudged.y + 20 / before.scale, 0);

  // Delete removes the selection; Ctrl+Z brings it back.
  await page.keyboard.press('Delete');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');
  await page.keyboard.press('Control+z');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');
  await page.keyboard.press('Control+Shift+z');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');

  // Clicking the initial text selects it; clicking the background clears the selection.
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('no stage');
  await page.mouse.click(stage.x + stage.width / 2, stage.y + stage.height / 2);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  await page.mouse.click(stage.x + 5, stage.y + stage.height - 5);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '0');

  // The photo frame tool adds a frame on top, selected.
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'placeholder');

  // Double-click edits a text in place; leaving the field commits the new content.
  await page.mouse.dblclick(stage.x + stage.width / 2, stage.y + stage.height / 2);
  const field = page.getByRole('textbox', { name: 'Modifica testo' });
  await expect(field).toHaveValue('Nome & Nome\nData Evento');
  await page.screenshot({ path: `${screenshotDir}/editor-text-editing.png` });
  await field.fill('Anna & Marco\n12 Giugno');
  await page.mouse.click(stage.x + 5, stage.y + stage.height - 5);
  await expect(field).toHaveCount(0);
  await page.mouse.dblclick(stage.x + stage.width / 2, stage.y + stage.height / 2);
  await expect(field).toHaveValue('Anna & Marco\n12 Giugno');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);

  // The text's bottom-right handle scales its font size: the box grows, in one entry.
  await page.mouse.click(stage.x + stage.width / 2, stage.y + stage.height / 2);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  const text = await readCanvas(page);
  const corner = { x: stage.x + (text.x + text.width) * text.scale, y: stage.y + (text.y + text.height) * text.scale };
  await dragBy(page, corner, 60, 60);
  await expect.poll(async () => (await readCanvas(page)).height).toBeGreaterThan(text.height * 1.1);
  await undo.click();
  await expect.poll(async () => (await readCanvas(page)).height).toBeCloseTo(text.height, 0);

  // PageUp and PageDown turn the selection by 15°.
  await page.keyboard.press('PageUp');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-rotation', '15');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-rotation', '-15');

  expect(violations).toEqual([]);
});

test('a bad template path shows an error card instead of the editor', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('editor-path'));
  await page.goto('/editor/matrimonio/cartolina-verticale/not-an-image.txt');
  await expect(page.getByRole('alert')).toContainText('Errore nel path del template.');
  await page.goto('/editor/nessun-tema/cartolina-verticale/eucalyptus-bloom.png');
  await expect(page.getByRole('alert')).toContainText('Errore nel path del template.');
  await page.goto('/editor/matrimonio/formato-ignoto/eucalyptus-bloom.png');
  await expect(page.getByRole('alert')).toContainText('Errore nel path del template.');
  await page.goto('/editor/matrimonio/cartolina-verticale/does-not-exist.png');
  await expect(page.getByRole('alert')).toContainText("Impossibile caricare l'immagine del template.");
});

test('a phone-sized screen gets the desktop notice with a way back to the dashboard', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('editor-phone'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(editorPath);
  await expect(page.getByRole('heading', { name: 'Editor ottimizzato per desktop' })).toBeVisible();
  await expect(editorCanvas(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Torna alla Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a press right after a change, before the frame that redraws it, finds the element the change brought back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail('editor-press'));
  await openEditor(page);
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('the page is not laid out');
  // The default text sits in the middle of the page.
  const centre = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  await page.keyboard.press('Delete');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '0');

  // After a long task the browser handles a waiting press before the next frame, the frame that
  // would redraw what Konva hit-tests. Sending the press while the page is busy leaves that order
  // to the browser; holding the page's frames back makes it certain: 'Annulla' brings the text
  // back, and the press comes while its redraw is still waiting for a frame.
  await holdFramesBack(page);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '1');
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-count', '1');
  await releaseFrames(page);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'text');
});

interface FrameHolder {
  held: FrameRequestCallback[];
  request: typeof window.requestAnimationFrame;
}

/** Keeps every requestAnimationFrame callback waiting until releaseFrames (the page runs no frame callback meanwhile). */
async function holdFramesBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder: FrameHolder = { held: [], request: window.requestAnimationFrame.bind(window) };
    (window as unknown as { frameHolder: FrameHolder }).frameHolder = holder;
    window.requestAnimationFrame = (callback) => {
      holder.held.push(callback);
      return 0;
    };
  });
}

/** Gives the page its frames back and runs the callbacks that waited for one. */
async function releaseFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder = (window as unknown as { frameHolder: FrameHolder }).frameHolder;
    window.requestAnimationFrame = holder.request;
    for (const callback of holder.held.splice(0)) holder.request(callback);
  });
}
