import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, drawnStage, editorCanvas, layoutEditorUrl, saveStatus } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload, type DownloadedImage } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan, templateCard } from './support/selection-steps.js';

/**
 * 'Anteprima con foto' fills every frame with sample photos or the operator's own test
 * photos, never touches the layout or the normal downloads, and 'Stampa di prova' prints them
 * with a test mark.
 */

interface Frame {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Rgb {
  data: Buffer;
  width: number;
  height: number;
}

const theme = 'bambini';
const format = 'cartolina-verticale';
const design = 'building-blocks';

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-photo-preview-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

async function readFrames(page: Page): Promise<Frame[]> {
  const response = await page.request.get(`/assets/templates/${theme}/${format.replace(/-/g, '_')}/starters/${design}.json`);
  expect(response.status()).toBe(200);
  const { elements } = (await response.json()) as { elements: (Frame & { type: string })[] };
  return elements.filter((element) => element.type === 'placeholder');
}

async function readRgb(input: string | Buffer): Promise<Rgb> {
  const { data, info } = await sharp(input).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A 5×5 grid of points inside the frame (template pixels), away from its edges. */
function pointsIn(frame: Frame): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let i = 1; i <= 5; i += 1) for (let j = 1; j <= 5; j += 1) points.push({ x: frame.x + (frame.width * i) / 6, y: frame.y + (frame.height * j) / 6 });
  return points;
}

function pixel(image: Rgb, x: number, y: number): [number, number, number] {
  const offset = (Math.round(y) * image.width + Math.round(x)) * 3;
  return [image.data[offset] ?? 0, image.data[offset + 1] ?? 0, image.data[offset + 2] ?? 0];
}

/** Mean difference per channel between two images at the frame's points (in each image's own pixels). */
function frameDifference(a: Rgb, b: Rgb, frame: Frame, toA: (p: { x: number; y: number }) => { x: number; y: number }, toB: (p: { x: number; y: number }) => { x: number; y: number }): number {
  let sum = 0;
  const points = pointsIn(frame);
  for (const point of points) {
    const pa = toA(point);
    const pb = toB(point);
    const [r1, g1, b1] = pixel(a, pa.x, pa.y);
    const [r2, g2, b2] = pixel(b, pb.x, pb.y);
    sum += (Math.abs(r1 - r2) + Math.abs(g1 - g2) + Math.abs(b1 - b2)) / 3;
  }
  return sum / points.length;
}

const same = (p: { x: number; y: number }) => p;

/** The page as the screen shows it, and the mapping from template pixels to that picture. */
async function screenshotPage(page: Page): Promise<{ image: Rgb; toScreen: (p: { x: number; y: number }) => { x: number; y: number } }> {
  const box = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (box === null) throw new Error('the page is not laid out');
  const scale = Number(await editorCanvas(page).getAttribute('data-scale'));
  const image = await readRgb(await page.screenshot());
  return { image, toScreen: (p) => ({ x: box.x + p.x * scale, y: box.y + p.y * scale }) };
}

/** Opens Building Blocks' starter layout from the catalogue: 'Personalizza (Operatore)' on a plan, the card's free button without one. */
async function openStarter(page: Page, plan: 'annual' | 'free'): Promise<void> {
  await page.goto(`/choose-template/${theme}/${format}`);
  const card = templateCard(page, 'Building Blocks');
  if (plan === 'free') {
    await card.getByRole('button', { name: "Apri nell'editor gratis" }).click();
  } else {
    await card.getByRole('button', { name: 'Building Blocks', exact: true }).click();
    await page.getByRole('button', { name: 'Personalizza (Operatore)' }).click();
  }
  await expect(page).toHaveURL(layoutEditorUrl, { timeout: 30_000 });
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '7');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
}

async function downloadPng(page: Page): Promise<DownloadedImage> {
  await page.getByLabel('Formato').selectOption('png');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  return readDownload(await started, downloads);
}

async function downloadTestPrint(page: Page): Promise<DownloadedImage> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stampa di prova' }).click();
  return readDownload(await started, downloads);
}

/** A test photo three times as wide as high: red, green and blue thirds. */
function stripedPhoto(): Promise<Buffer> {
  const third = (colour: string, left: number) => ({ input: { create: { width: 200, height: 200, channels: 3 as const, background: colour } }, left, top: 0 });
  return sharp({ create: { width: 600, height: 200, channels: 3, background: '#000000' } })
    .composite([third('#ff0000', 0), third('#00ff00', 200), third('#0000ff', 400)])
    .png()
    .toBuffer();
}

/** Drags a file from the computer onto the page at a screen point, as the browser's drop does. */
async function dropFile(page: Page, at: { x: number; y: number }, bytes: Buffer, name: string): Promise<void> {
  await page.evaluate(
    ({ base64, fileName, x, y }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) data[i] = binary.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: 'image/png' }));
      const target = document.elementFromPoint(x, y);
      if (target === null) throw new Error('nothing under the drop point');
      for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: x, clientY: y }));
    },
    { base64: bytes.toString('base64'), fileName: name, x: at.x, y: at.y },
  );
}

const isClose = (actual: [number, number, number], expected: [number, number, number], tolerance = 40) => actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance);

test('the photo preview fills every frame, stays out of the layout and the downloads, and Stampa di prova prints it with a test mark', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughTopBar(page, uniqueEmail('photo-preview'));
  await giveAnnualPlan(page);
  await openStarter(page, 'annual');
  const frames = await readFrames(page);
  expect(frames).toHaveLength(4);
  const layoutId = currentLayoutId(page);
  const revisionBefore = ((await (await page.request.get(`/api/layouts/${layoutId}`)).json()) as { revision: number }).revision;

  const before = await screenshotPage(page);
  const plain = await downloadPng(page);
  expect(plain.fileName).toBe(`layout-personalizzato-${theme}-${format}.png`);
  const plainRgb = await readRgb(plain.filePath);

  // The switch is a toggle button, reachable from the keyboard.
  const toggle = page.getByRole('button', { name: 'Anteprima con foto' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Stampa di prova' })).toBeEnabled({ timeout: 15_000 });

  // Every frame on screen now shows a photo, not the empty frame.
  await expect
    .poll(async () => {
      const after = await screenshotPage(page);
      return frames.map((frame) => frameDifference(before.image, after.image, frame, before.toScreen, after.toScreen) > 20);
    })
    .toEqual(frames.map(() => true));

  // The normal PNG has none of the photos: the frames are exactly what they were before.
  const withPreview = await readRgb((await downloadPng(page)).filePath);
  for (const frame of frames) expect(frameDifference(plainRgb, withPreview, frame, same, same)).toBeLessThan(1);

  // A test photo dropped on the first frame shows there, centred (its green middle third)...
  const first = frames[0];
  if (first === undefined) throw new Error('no frame');
  const centre = { x: first.x + first.width / 2, y: first.y + first.height / 2 };
  await dropFile(page, before.toScreen(centre), await stripedPhoto(), 'prova.png');
  const dropPoint = before.toScreen(centre);
  await expect.poll(async () => isClose(pixel((await screenshotPage(page)).image, dropPoint.x, dropPoint.y), [0, 255, 0])).toBe(true);
  // ...and dragged to the right it moves inside the frame until its left (red) edge meets the frame's.
  const from = before.toScreen(centre);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 150, from.y, { steps: 6 });
  await page.mouse.move(from.x + 400, from.y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => isClose(pixel((await screenshotPage(page)).image, from.x, from.y), [255, 0, 0])).toBe(true);
  // The frame itself did not move.
  const nearLeftEdge = before.toScreen({ x: first.x + 40, y: first.y + first.height * 0.75 });
  expect(isClose(pixel((await screenshotPage(page)).image, nearLeftEdge.x, nearLeftEdge.y), [255, 0, 0])).toBe(true);

  // 'Stampa di prova': the photos are in it, and it says it is a test.
  const proof = await downloadTestPrint(page);
  expect(proof.fileName).toBe(`layout-personalizzato-${theme}-${format}-stampa-di-prova.png`);
  expect([proof.width, proof.height, proof.density]).toEqual([1200, 1800, 300]);
  const proofRgb = await readRgb(proof.filePath);
  for (const frame of frames) expect(frameDifference(plainRgb, proofRgb, frame, same, same)).toBeGreaterThan(20);
  expect(isClose(pixel(proofRgb, centre.x, centre.y), [255, 0, 0])).toBe(true);
  // The mark: red letters at the top centre, where the plain PNG has none.
  const isMarkRed = ([r, g, b]: [number, number, number]) => r > 160 && g < 80 && b < 90;
  let markPixels = 0;
  for (let y = 30; y < 110; y += 2) for (let x = 300; x < 900; x += 2) if (isMarkRed(pixel(proofRgb, x, y)) && !isMarkRed(pixel(plainRgb, x, y))) markPixels += 1;
  expect(markPixels).toBeGreaterThan(200);

  // None of it touched the layout: nothing to undo, no new revision on the server.
  await expect(page.getByRole('button', { name: 'Annulla', exact: true })).toBeDisabled();
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  const revisionAfter = ((await (await page.request.get(`/api/layouts/${layoutId}`)).json()) as { revision: number }).revision;
  expect(revisionAfter).toBe(revisionBefore);

  // Turning the preview off shows the empty frames again.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Read where the page is now: the toolbar's preview buttons come and go, so the stage may sit elsewhere.
  await expect
    .poll(async () => {
      const now = await screenshotPage(page);
      return frameDifference(before.image, now.image, first, before.toScreen, now.toScreen);
    })
    .toBeLessThan(3);
});

test('test photos from the file picker go into the selected frame; a free operator’s test print keeps the watermark', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughTopBar(page, uniqueEmail('photo-preview-free'));
  await openStarter(page, 'free');
  const frames = await readFrames(page);
  const second = frames[1];
  if (second === undefined) throw new Error('no second frame');
  const before = await screenshotPage(page);
  // Select the second frame, then pick a file for it. (The point is clear of the free plan's 'Demo' labels.)
  const centre = before.toScreen({ x: second.x + second.width * 0.35, y: second.y + second.height * 0.3 });
  await page.mouse.click(centre.x, centre.y);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'placeholder');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-x', String(second.x));
  await page.getByRole('button', { name: 'Anteprima con foto' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Foto di prova…' }).click();
  await (await chooser).setFiles({ name: 'prova.png', mimeType: 'image/png', buffer: await stripedPhoto() });
  await expect.poll(async () => isClose(pixel((await screenshotPage(page)).image, centre.x, centre.y), [0, 255, 0])).toBe(true);

  await expect(page.getByRole('button', { name: 'Stampa di prova' })).toBeEnabled({ timeout: 15_000 });
  const proof = await downloadTestPrint(page);
  expect(proof.fileName).toBe(`bozza-layout-${theme}-${format}-stampa-di-prova.png`);
  // The photo is in the frame, crossed by the demo watermark's text.
  const proofRgb = await readRgb(proof.filePath);
  let green = 0;
  let total = 0;
  for (let y = second.y + 4; y < second.y + second.height - 4; y += 3) {
    for (let x = second.x + 4; x < second.x + second.width - 4; x += 3) {
      total += 1;
      if (isClose(pixel(proofRgb, x, y), [0, 255, 0], 20)) green += 1;
    }
  }
  expect(green / total).toBeGreaterThan(0.5);
  expect(green / total).toBeLessThan(0.99);

  // A file that is not a picture is refused with a message.
  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Foto di prova…' }).click();
  await (await refused).setFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
  await expect(page.getByRole('alert').filter({ hasText: 'Questo file non è un’immagine' })).toBeVisible();
});

test('the photo preview’s tools stay over the canvas, clear of the properties column', async ({ page }) => {
  // A laptop's width: the hint no longer fits beside the buttons and must wrap.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/prova');
  await expect(drawnStage(page)).toBeVisible({ timeout: 30_000 });
  // The demo's designed starter opens with the preview on.
  await expect(page.getByRole('button', { name: 'Anteprima con foto' })).toHaveAttribute('aria-pressed', 'true');
  const tray = page.locator('.photo-preview-controls__tray');
  const properties = page.locator('.property-panel');
  await expect(tray).toBeVisible();
  const trayBox = await tray.boundingBox();
  const propertiesBox = await properties.boundingBox();
  if (trayBox === null || propertiesBox === null) throw new Error('the tray or the properties panel has no box');
  // Before, the hint ran 15 px into the panel and hid the first letters of its title.
  expect(trayBox.x + trayBox.width).toBeLessThanOrEqual(propertiesBox.x);
});
