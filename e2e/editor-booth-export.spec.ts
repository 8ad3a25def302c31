import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { strFromU8 } from 'fflate';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { classifyPixel, decodeRgba, findBleedMismatches, readJpegFacts, readJson, readPrintPdf, readZip, type SavedFrame } from './support/booth-checks.js';
import { currentLayoutId, dragBy, editorCanvas, openEditor, propertiesPanel, readCanvas, selectedCentreOnScreen, waitForSavedDocument, waitForServerSave } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { readDownload, saveDownload } from './support/image-checks.js';
import { acceptCookies, giveAnnualPlan, givePass, readCatalogTemplates } from './support/selection-steps.js';

const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
const stripPath = '/editor/matrimonio/photostrip-verticale/eucalyptus-bloom.png';
const mm = 72 / 25.4;

let downloads = '';

test.beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'cornice-booth-'));
});

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

function printDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Esporta per la stampa' });
}

interface ExportSteps {
  /** Runs in the dialog once the option is chosen, before the export starts. */
  prepare?: (page: Page) => Promise<void>;
  /** Answers a pass's question. */
  confirm?: (page: Page) => Promise<void>;
  /** Leaves the dialog open after the file, for the next export (it stays open by itself). */
  keepOpen?: boolean;
}

/**
 * Opens the print exports (unless they are open), picks one and starts it, and reads the file it
 * downloads; the dialog stays open and says the file is saved, then is closed unless `keepOpen`.
 */
async function exportFromDialog(page: Page, option: string, { prepare, confirm, keepOpen = false }: ExportSteps = {}) {
  const dialog = printDialog(page);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  await dialog.getByLabel(option).check();
  if (prepare !== undefined) await prepare(page);
  const started = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  if (confirm !== undefined) await confirm(page);
  const file = await saveDownload(await started, downloads);
  await expect(dialog.getByRole('status')).toHaveText('File salvato. Puoi esportarne un altro o chiudere.');
  if (!keepOpen) {
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
  }
  return file;
}

/** Adds a photo frame; with `drop`, drags it down by that many screen pixels and turns it by `turn` degrees. */
async function addFrame(page: Page, drop = 0, turn = 0): Promise<void> {
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  if (drop !== 0) await dragBy(page, await selectedCentreOnScreen(page), 0, drop);
  if (turn !== 0) {
    await propertiesPanel(page).getByLabel('Rotazione').focus();
    for (let step = 0; step < turn; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await readCanvas(page)).rotation).toBe(turn);
  }
}

test('an annual user exports a booth zip whose overlay has a hole in every frame, rotated ones included', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughTopBar(page, uniqueEmail('booth-annual'));
  await giveAnnualPlan(page);
  await openEditor(page);
  await addFrame(page);
  await addFrame(page, 330, 25);
  await page.keyboard.press('Escape');
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  await expect.poll(async () => (await waitForSavedDocument(page)).elements.find((element) => element.type === 'placeholder' && element['rotation'] === 25)).toBeTruthy();
  expect((await waitForSavedDocument(page)).elements.filter((element) => element.type === 'placeholder')).toHaveLength(2);

  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  const dialog = printDialog(page);
  await expect(dialog.getByLabel('Esporta per photobooth (.zip)')).toBeChecked();
  // The checks before the pack leaves: the frames against a 4:3 camera, fixed in one click.
  const checks = dialog.getByRole('region', { name: 'Controlli prima di esportare' });
  await expect(checks.getByRole('listitem')).toHaveCount(5);
  // Two frames: PhotoboothProject takes 4 unless the operator sets 2, which the checks say.
  await expect(checks.locator('[data-check="photo-count"]')).toContainText('imposta il numero di foto a 2');
  await expect(checks.locator('[data-check="photobooth-app-edge"]')).toContainText('A posto');
  // The checks start from the camera the frames are drawn for (the editor's frames are 3:2), and say so.
  const cameraNote = checks.getByText('Fotocamera impostata su 3:2: la forma delle cornici foto di questo layout.', { exact: false });
  await expect(checks.getByLabel('Fotocamera del photobooth')).toHaveValue('3:2');
  await expect(cameraNote).toBeVisible();
  await expect(checks.locator('[data-check="slot-ratio"]')).toContainText('A posto');
  await checks.getByLabel('Fotocamera del photobooth').selectOption('4:3');
  await expect(cameraNote).toHaveCount(0);
  const ratioRow = checks.locator('[data-check="slot-ratio"]');
  await expect(ratioRow).toContainText('Da sistemare');
  await ratioRow.getByRole('button', { name: 'Adatta le cornici a 4:3' }).click();
  await expect(ratioRow).toContainText('A posto');
  await expect(ratioRow).toContainText('(4:3)');
  await expect(checks.locator('[data-check="text-flattened"]')).toContainText('A posto');
  await checks.getByLabel('Stampante', { exact: true }).selectOption('canon-selphy');
  await checks.getByLabel('Mostra nell’editor dove la stampante taglia (linea blu) e l’area sicura (puntini)').check();
  await mkdir('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: '.tmp/screenshots/print-options-annual.png' });
  const audit = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(audit.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await page.screenshot({ path: '.tmp/screenshots/printer-guides.png' });
  // The fix went into the document: both frames now have the shape of a 4:3 photo.
  await expect
    .poll(async () => ((await waitForSavedDocument(page)).elements.filter((element) => element.type === 'placeholder') as unknown as SavedFrame[]).map((frame) => Math.round((Math.max(frame.width, frame.height) / Math.min(frame.width, frame.height)) * 100)))
    .toEqual([133, 133]);
  const fitted = (await waitForSavedDocument(page)).elements.filter((element) => element.type === 'placeholder') as unknown as SavedFrame[];

  // The normal export, to compare the overlay with outside the holes.
  await page.getByLabel('Formato').selectOption('png');
  const normalStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const normal = await decodeRgba((await readDownload(await normalStarted, downloads)).filePath);


  const zipFile = await exportFromDialog(page, 'Esporta per photobooth (.zip)');
  expect(zipFile.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale-photobooth.zip');
  const files = await readZip(zipFile.filePath);
  // Named after the layout, as the published pack of the same layout is (one set of files on the booth).
  const layout = (await (await page.request.get(`/api/layouts/${currentLayoutId(page)}`)).json()) as { name: string };
  const slug = slugOf(layout.name);
  expect(JSON.parse(new TextDecoder().decode(files['pack.json']))).toMatchObject({ name: layout.name, slug });
  const names = Object.keys(files).sort();
  const pbpLayout = names.find((name) => name === `photoboothproject/private/collage/portrait/cornice-${slug}.json` || name === `photoboothproject/private/collage/landscape/cornice-${slug}.json`);
  expect(pbpLayout).toBeDefined();
  expect(names).toEqual(
    [
      'README.txt',
      'README.it.txt',
      'README.en.txt',
      'pack.json',
      'slots.json',
      pbpLayout ?? '',
      `photoboothproject/private/images/cornice/${slug}/overlay.png`,
      `photoboothproject/private/images/cornice/${slug}/background.png`,
      'photobooth-app/collage-processing.json',
      `photobooth-app/userdata/cornice/${slug}/overlay.png`,
      `photobooth-app/userdata/cornice/${slug}/background.png`,
      `pibooth/cornice-${slug}.xml`,
      'pibooth/overlay.png',
      'pibooth/background.png',
      'breeze/overlay.png',
      'breeze/background.jpg',
      'dslrbooth/overlay.png',
      'dslrbooth/background.jpg',
      `dnp-hotfolder/${slug}_v.png`,
      `dnp-hotfolder/${slug}_h.png`,
      'dnp-hotfolder/test-print.jpg',
    ].sort(),
  );
  // The chosen printer went into the pack.
  expect(readJson(files, 'pack.json')).toMatchObject({ printer: { id: 'canon-selphy', printWidth: 1872, printHeight: 1248 } });
  const frames = fitted;

  // Every program's overlay is the same 300 dpi PNG with the holes; DNP's borders in both orientations.
  for (const name of [`photobooth-app/userdata/cornice/${slug}/overlay.png`, 'pibooth/overlay.png', 'breeze/overlay.png', 'dslrbooth/overlay.png', `dnp-hotfolder/${slug}_v.png`]) {
    const image = await decodeRgba(files[name] ?? new Uint8Array());
    expect([name, image.width, image.height, image.density]).toEqual([name, 1200, 1800, 300]);
  }
  const horizontal = await decodeRgba(files[`dnp-hotfolder/${slug}_h.png`] ?? new Uint8Array());
  expect([horizontal.width, horizontal.height, horizontal.density]).toEqual([1800, 1200, 300]);
  // JPEGs carry Exif (upright) and 300 dpi; the test print is the Selphy's own 6x4 image.
  for (const [name, size] of [['breeze/background.jpg', [1200, 1800]], ['dslrbooth/background.jpg', [1200, 1800]], ['dnp-hotfolder/test-print.jpg', [1872, 1248]]] as const) {
    expect(await readJpegFacts(files[name] ?? new Uint8Array())).toEqual({ format: 'jpeg', width: size[0], height: size[1], density: 300, hasExif: true, orientation: 1 });
  }

  const overlay = await decodeRgba(files[`photoboothproject/private/images/cornice/${slug}/overlay.png`] ?? new Uint8Array());
  expect([overlay.width, overlay.height, overlay.density]).toEqual([1200, 1800, 300]);
  let inside = 0;
  let outside = 0;
  const wrongInside: string[] = [];
  let differsOutside = 0;
  for (let y = 0; y < overlay.height; y += 1) {
    for (let x = 0; x < overlay.width; x += 1) {
      const places = frames.map((frame) => classifyPixel(frame, x, y, (frame.borderEnabled ? frame.borderWidth : 0) + 2, 2));
      const offset = (y * overlay.width + x) * 4;
      if (places.includes('inside')) {
        inside += 1;
        if (overlay.data[offset + 3] !== 0 && wrongInside.length < 5) wrongInside.push(`${x},${y}: alpha ${overlay.data[offset + 3]}`);
      } else if (places.every((place) => place === 'outside')) {
        outside += 1;
        const differs = [0, 1, 2, 3].some((channel) => Math.abs((overlay.data[offset + channel] ?? 0) - (normal.data[offset + channel] ?? 0)) > 2);
        if (differs) differsOutside += 1;
      }
    }
  }
  expect(inside).toBeGreaterThan(100_000);
  expect(outside).toBeGreaterThan(1_500_000);
  expect(wrongInside).toEqual([]);
  // The normal file is drawn by the server (Skia in Node) and the overlay by the browser: the same
  // drawing, but a few anti-aliased edge pixels (a line's end, a glyph's curve) round differently.
  // About 0.2 % here; a text left out or in another face would change more than 0.5 %.
  expect(differsOutside / outside).toBeLessThan(0.005);

  // The background keeps what is behind the frames: the template, not the sample photo.
  const background = await decodeRgba(files[`photoboothproject/private/images/cornice/${slug}/background.png`] ?? new Uint8Array());
  const template = await decodeRgba(templateFile);
  expect([background.width, background.height, background.density]).toEqual([1200, 1800, 300]);
  const [straight] = frames;
  if (straight === undefined) throw new Error('no frame');
  let matching = 0;
  let total = 0;
  for (let y = Math.ceil(straight.y) + 10; y < straight.y + straight.height - 10; y += 3) {
    for (let x = Math.ceil(straight.x) + 10; x < straight.x + straight.width - 10; x += 3) {
      const offset = (y * 1200 + x) * 4;
      total += 1;
      if ([0, 1, 2].every((channel) => Math.abs((background.data[offset + channel] ?? 0) - (template.data[offset + channel] ?? 0)) <= 8) && background.data[offset + 3] === 255) matching += 1;
    }
  }
  expect(matching / total).toBeGreaterThan(0.95);

  // slots.json: the frames as placed, centre pivot, clockwise.
  const slots = readJson(files, 'slots.json') as { canvas: unknown; slots: { x: number; y: number; width: number; height: number; rotation: number }[] };
  expect(slots.canvas).toEqual({ width: 1200, height: 1800, dpi: 300 });
  expect(slots.slots).toHaveLength(2);
  frames.forEach((frame, index) => {
    const radians = (frame.rotation * Math.PI) / 180;
    const centre = {
      x: frame.x + (frame.width / 2) * Math.cos(radians) - (frame.height / 2) * Math.sin(radians),
      y: frame.y + (frame.width / 2) * Math.sin(radians) + (frame.height / 2) * Math.cos(radians),
    };
    const slot = slots.slots[index];
    expect(slot?.rotation).toBe(frame.rotation);
    expect(Math.abs((slot?.x ?? 0) + (slot?.width ?? 0) / 2 - centre.x)).toBeLessThanOrEqual(1);
    expect(Math.abs((slot?.y ?? 0) + (slot?.height ?? 0) / 2 - centre.y)).toBeLessThanOrEqual(1);
    expect(Math.abs((slot?.width ?? 0) - frame.width)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((slot?.height ?? 0) - frame.height)).toBeLessThanOrEqual(0.5);
  });
  const collage = readJson(files, pbpLayout ?? '') as { width: number; height: number; frame: string; text_disabled: boolean; layout: unknown[][] };
  expect(collage.layout.map((row) => row[4])).toEqual([0, -25]);
  expect(collage.frame).toBe(`/private/images/cornice/${slug}/overlay.png`);
  expect(collage.text_disabled).toBe(true);
  const app = readJson(files, 'photobooth-app/collage-processing.json') as { canvas_img_front_file: string; canvas_texts_enable: boolean; merge_definition: { rotate: number }[] };
  expect(app.merge_definition.map((definition) => definition.rotate)).toEqual([0, -25]);
  expect(app.canvas_img_front_file).toBe(`userdata/cornice/${slug}/overlay.png`);
  expect(app.canvas_texts_enable).toBe(false);
  const pibooth = strFromU8(files[`pibooth/cornice-${slug}.xml`] ?? new Uint8Array());
  expect(pibooth).toContain('<mxCell id="0" dpi="300" />');
  expect(pibooth).toContain('pageWidth="400" pageHeight="600"');
  expect(pibooth).toContain('rotation=25;');
  expect(strFromU8(files['README.it.txt'] ?? new Uint8Array())).toContain('Hot Folder Print');
  expect(strFromU8(files['README.en.txt'] ?? new Uint8Array())).toContain('Copy the contents of photoboothproject/');
  expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('README.it.txt');

  // The print lab's PDF: (4 in + 6 mm) × (6 in + 6 mm), the raster at 300 dpi.
  const pdfFile = await exportFromDialog(page, 'PDF per tipografia');
  expect(pdfFile.fileName).toBe('layout-personalizzato-matrimonio-cartolina-verticale-stampa.pdf');
  const pdf = await readPrintPdf(pdfFile.filePath);
  expect(pdf.pageWidth).toBeCloseTo(4 * 72 + 6 * mm, 2);
  expect(pdf.pageHeight).toBeCloseTo(6 * 72 + 6 * mm, 2);
  expect(pdf.image.widthPx / (pdf.image.drawnWidth / 72)).toBeCloseTo(300, 1);
  expect(pdf.image.heightPx / (pdf.image.drawnHeight / 72)).toBeCloseTo(300, 1);
  expect(pdf.trimBox.map((value) => Math.round(value * 100) / 100)).toEqual([8.5, 8.5, 296.5, 440.5]);
  expect(pdf.bleedBox.map((value) => Math.round(value * 100) / 100)).toEqual([0, 0, 305.01, 449.01]);
  // The bleed repeats the layout's edge pixels (the template's off-white, not the page's white).
  const raster = await decodeRgba(pdf.jpeg);
  expect([raster.width, raster.height]).toEqual([1272, 1872]);
  expect(findBleedMismatches(raster, 36, 10)).toEqual([]);
  const layoutEdge = (36 * 1272 + 36) * 4;
  expect(raster.data[layoutEdge + 2]).toBeLessThan(245);
});

test('a strip prints twice on a 4x6 sheet: two identical copies, with or without the cut line', async ({ page }) => {
  await signUpThroughTopBar(page, uniqueEmail('booth-strip'));
  await giveAnnualPlan(page);
  await openEditor(page, stripPath);

  const plain = await exportFromDialog(page, 'Foglio 4x6 con due strisce', { prepare: (current) => current.getByLabel('Linea di taglio tra le due copie').uncheck() });
  expect(plain.fileName).toBe('layout-personalizzato-matrimonio-photostrip-verticale-foglio-2-strisce.png');
  const sheet = await decodeRgba(plain.filePath);
  expect([sheet.width, sheet.height, sheet.density]).toEqual([1200, 1800, 300]);
  const columnsDiffering = (image: typeof sheet) => {
    const differing = new Set<number>();
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < 600; x += 1) {
        const left = (y * 1200 + x) * 4;
        const right = left + 600 * 4;
        if ([0, 1, 2, 3].some((channel) => image.data[left + channel] !== image.data[right + channel])) differing.add(x);
      }
    }
    return [...differing].sort((a, b) => a - b);
  };
  expect(columnsDiffering(sheet)).toEqual([]);

  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  await printDialog(page).getByLabel('Foglio 4x6 con due strisce').check();
  await expect(printDialog(page).getByLabel('Linea di taglio tra le due copie')).toBeChecked();
  await page.screenshot({ path: '.tmp/screenshots/print-options-strip.png' });
  await printDialog(page).getByRole('button', { name: 'Chiudi' }).click();
  // The sheet and the PDF from one opening of the dialog.
  const cut = await decodeRgba((await exportFromDialog(page, 'Foglio 4x6 con due strisce', { keepOpen: true })).filePath);
  // The 2 px line covers the seam: the last column of the left copy and the first of the right one.
  expect(columnsDiffering(cut)).toEqual([0, 599]);
  const seam = (599 + 900 * 1200) * 4;
  expect([cut.data[seam], cut.data[seam + 1], cut.data[seam + 2]]).toEqual([128, 128, 128]);

  const pdf = await readPrintPdf((await exportFromDialog(page, 'PDF per tipografia')).filePath);
  expect(pdf.pageWidth).toBeCloseTo(2 * 72 + 6 * mm, 2);
  expect(pdf.pageHeight).toBeCloseTo(6 * 72 + 6 * mm, 2);

  // The booth pack of a strip: PhotoboothProject's duplicated strip (one shot, two strips on a 4x6).
  await addFrame(page);
  await page.keyboard.press('Escape');
  await waitForServerSave(page);
  const files = await readZip((await exportFromDialog(page, 'Esporta per photobooth (.zip)')).filePath);
  const doubled = Object.keys(files).find((name) => /^photoboothproject\/private\/collage\/landscape\/2x-cornice-[a-z0-9-]+\.json$/.test(name));
  expect(doubled).toBeDefined();
  const collage = readJson(files, doubled ?? '') as { width: number; height: number; frame: string; layout: number[][] };
  expect([collage.width, collage.height]).toEqual([1200, 1800]);
  const count = collage.layout.length / 2;
  collage.layout.slice(0, count).forEach((row, index) => expect(collage.layout[index + count]?.[0]).toBe((row[0] ?? 0) + 600));
  const doubledOverlay = await decodeRgba(files[`photoboothproject${collage.frame}`] ?? new Uint8Array());
  expect([doubledOverlay.width, doubledOverlay.height, doubledOverlay.density]).toEqual([1200, 1800, 300]);
  const stripOverlay = await decodeRgba(files['dslrbooth/overlay.png'] ?? new Uint8Array());
  expect([stripOverlay.width, stripOverlay.height]).toEqual([600, 1800]);
});

test("a pass holder's booth export asks first and spends one download", async ({ page, request }) => {
  await signUpThroughTopBar(page, uniqueEmail('booth-pass'));
  const templates = await readCatalogTemplates(request, 'matrimonio', 'cartolina_verticale');
  const template = templates.find((entry) => entry.original.endsWith('/eucalyptus-bloom.png'));
  if (template === undefined) throw new Error('the test template is not in the catalogue');
  await givePass(page, template, 3, new Date(Date.now() + 7 * 86_400_000));
  await openEditor(page);
  await addFrame(page);

  const zipFile = await exportFromDialog(page, 'Esporta per photobooth (.zip)', {
    confirm: async (current) => {
      const confirm = current.getByRole('dialog', { name: 'Scaricare il layout?' });
      await expect(confirm).toContainText('Ti restano 3 download per questo template: dopo questo ne avrai 2.');
      await confirm.getByRole('button', { name: 'Scarica' }).click();
    },
  });
  expect(Object.keys(await readZip(zipFile.filePath))).toContain('breeze/overlay.png');

  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  await printDialog(page).getByRole('button', { name: 'Esporta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Scaricare il layout?' });
  await expect(confirm).toContainText('Ti restano 2 download');
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  // Cancelled: the options stay open, nothing spent.
  await expect(printDialog(page)).toBeVisible();
});

test('free users and the demo see the booth export locked, with the way to the plans', async ({ page, server }) => {
  await signUpThroughTopBar(page, uniqueEmail('booth-free'));
  await openEditor(page);
  await addFrame(page);
  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  const dialog = printDialog(page);
  await expect(dialog.getByLabel('Esporta per photobooth (.zip)')).toBeDisabled();
  await expect(dialog).toContainText('Disponibile con il piano Annuale o con un pass per questo template.');
  await expect(dialog.getByRole('link', { name: 'Scopri i piani' })).toHaveAttribute('href', '/abbonamenti');
  // A postcard is not a strip: the 2-up sheet is not offered; the PDF is, and is chosen.
  await expect(dialog.getByLabel('Foglio 4x6 con due strisce')).toBeDisabled();
  await expect(dialog.getByLabel('PDF per tipografia')).toBeChecked();
  await page.screenshot({ path: '.tmp/screenshots/print-options-free.png' });
  const audit = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(audit.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stampa e photobooth' })).toBeFocused();

  // The demo, on the same template: the layout above lives in the account, not in the demo.
  await waitForServerSave(page);
  await page.goto('/prova');
  await expect(page.getByRole('dialog', { name: 'Lavoro Rilevato' })).toHaveCount(0);
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stampa e photobooth' }).click();
  await expect(printDialog(page).getByLabel('Esporta per photobooth (.zip)')).toBeDisabled();
  await expect(printDialog(page).getByRole('link', { name: 'Scopri i piani' })).toBeVisible();

  // In English too.
  await page.context().addCookies([{ name: 'cornice_lang', value: 'en', url: server.baseUrl }]);
  await page.reload();
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Print and photo booth' }).click();
  const english = page.getByRole('dialog', { name: 'Export for print' });
  await expect(english.getByLabel('Export for photo booth (.zip)')).toBeDisabled();
  await expect(english.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/abbonamenti');
  await page.screenshot({ path: '.tmp/screenshots/print-options-demo-en.png' });
});

/** The pack's file-name form of a name (slugify in booth-pack-plan.ts). */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}
