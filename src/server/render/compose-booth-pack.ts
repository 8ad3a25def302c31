import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { strToU8, zipSync } from 'fflate';
import { measurePackImage, planBoothPack, type PackImage } from '../../shared/booth/booth-pack-plan.js';
import { composeBoothReadme } from '../../shared/booth/compose-readme.js';
import { insertExif } from '../../shared/booth/jpeg-exif.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { tagDpiBytes } from '../../shared/print/dpi-tags.js';
import type { PrinterPresetId } from '../../shared/print/printer-presets.js';
import { planTwoUpSheet } from '../../shared/print/two-up-sheet.js';
import { type BoothPackFacts, printDpi, type RenderedFile } from './render-job.js';

/** The browser's JPG quality (0.92), on Skia's 0–100 scale. */
const jpegQuality = 92;

/** The page drawn twice: its frames cut to alpha 0 (overlay) and left out (background). */
export interface BoothPackLayers {
  overlay: Canvas;
  background: Canvas;
}

/**
 * The zip for booth software: one folder per program, each laid out as that program expects
 * (planBoothPack), with README.txt in the asked language, the step-by-step READMEs in Italian
 * and English, pack.json and slots.json. Each image is the overlay or background arranged as the
 * plan says, as a 300 dpi PNG or a JPEG with Exif; PNGs and JPEGs are stored as they are.
 */
export async function composeBoothPack(layers: BoothPackLayers, document: LayoutDocument, facts: BoothPackFacts): Promise<RenderedFile> {
  const entries = planBoothPack({ document, name: facts.name, printerId: facts.printerId, ...(facts.pullUrl === undefined ? {} : { pullUrl: facts.pullUrl }) });
  const encoded = new Map<string, Uint8Array>();
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    'README.txt': strToU8(composeBoothReadme(facts.language, { name: facts.name, ...document.template })),
  };
  for (const entry of entries) {
    if ('text' in entry) {
      files[entry.path] = strToU8(entry.text);
      continue;
    }
    const { image } = entry;
    const key = `${image.layer}:${image.arrangement}:${image.encoding}`;
    let bytes = encoded.get(key);
    if (bytes === undefined) {
      bytes = await encodePackImage(layers[image.layer], document, image, facts.printerId);
      encoded.set(key, bytes);
    }
    files[entry.path] = [bytes, { level: 0 }];
  }
  const zip = zipSync(files);
  return { bytes: zip, width: document.template.width, height: document.template.height };
}

async function encodePackImage(page: Canvas, document: LayoutDocument, image: PackImage, printerId: PrinterPresetId): Promise<Uint8Array> {
  const arranged = arrangeImage(page, document, image, printerId);
  try {
    if (image.encoding === 'png') return tagDpiBytes(await arranged.encode('png'), 'png', printDpi);
    // JPEG has no alpha: on white, like the editor's JPG export.
    const flat = makeCanvas(arranged.width, arranged.height, (context) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, arranged.width, arranged.height);
      context.drawImage(arranged, 0, 0);
    });
    try {
      const jpeg = tagDpiBytes(await flat.encode('jpeg', jpegQuality), 'jpg', printDpi);
      return insertExif(jpeg, { width: flat.width, height: flat.height, dpi: printDpi, software: 'Cornice' });
    } finally {
      release(flat);
    }
  } finally {
    if (arranged !== page) release(arranged);
  }
}

/** The page as the image asks: itself, turned a quarter clockwise, two strips on a sheet, or the printer's 6x4 feed. */
function arrangeImage(page: Canvas, document: LayoutDocument, image: PackImage, printerId: PrinterPresetId): Canvas {
  if (image.arrangement === 'page') return page;
  const size = measurePackImage(document, image.arrangement, printerId);
  let source = page;
  const sheet = planTwoUpSheet(page.width, page.height);
  if ((image.arrangement === 'sheet' || image.arrangement === 'feed') && sheet !== null) {
    source = makeCanvas(sheet.width, sheet.height, (context) => {
      for (const copy of sheet.copies) context.drawImage(page, copy.x, copy.y);
    });
  }
  if (image.arrangement === 'sheet') return source;
  const upright = source;
  const turned = size.isTurned
    ? makeCanvas(upright.height, upright.width, (context) => {
        // A quarter turn clockwise: the top edge becomes the right edge.
        context.translate(upright.height, 0);
        context.rotate(Math.PI / 2);
        context.drawImage(upright, 0, 0);
      })
    : upright;
  if (turned !== upright && upright !== page) release(upright);
  if (image.arrangement === 'turned') return turned;
  // feed: scaled to cover the printer's native image, centred, as its driver would.
  const scale = Math.max(size.width / turned.width, size.height / turned.height);
  const fed = makeCanvas(size.width, size.height, (context) => {
    const width = turned.width * scale;
    const height = turned.height * scale;
    context.imageSmoothingQuality = 'high';
    context.drawImage(turned, (size.width - width) / 2, (size.height - height) / 2, width, height);
  });
  if (turned !== page) release(turned);
  return fed;
}

function makeCanvas(width: number, height: number, draw: (context: SKRSContext2D) => void): Canvas {
  const canvas = createCanvas(width, height);
  draw(canvas.getContext('2d'));
  return canvas;
}

/** A worker draws many files: a kept full-size canvas would hold its memory. */
function release(canvas: Canvas): void {
  canvas.width = 0;
  canvas.height = 0;
}
