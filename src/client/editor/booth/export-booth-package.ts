import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { defaultPrinterId, type PrinterPresetId } from '../../../shared/print/printer-presets.js';
import { encodeCanvas, encodePrintPng } from '../export/encode-canvas.js';
import { exportDpi } from '../export/export-format.js';
import { ExportError, prepareExport } from '../export/export-layout.js';
import { renderLayout } from '../export/render-layout.js';
import { tagDpi } from '../export/tag-dpi.js';
import { measurePackImage, planBoothPack, type PackImage } from '../../../shared/booth/booth-pack-plan.js';
import { insertExif } from '../../../shared/booth/jpeg-exif.js';
import { findPlaceholders } from '../../../shared/booth/slot-frames.js';
import type { SlotTreatment } from './slot-nodes.js';
import { planTwoUpSheet } from '../../../shared/print/two-up-sheet.js';

export interface BoothPackageRequest {
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  templateBitmap: ImageBitmap | null;
  /** The layout's name in the files (the layout files' display name, the folder names). */
  name: string;
  /** A README.txt in the interface language, written at the top of the zip when given. */
  readme?: string;
  /** The printer the pack is checked and sized for; the DNP DS620 when not given. */
  printerId?: PrinterPresetId;
  /** The address the booth pulls this pack from, when it is published: the READMEs give the one-line pull. */
  pullUrl?: string;
}

/**
 * The zip for booth software: one folder per program, each laid out as that program expects
 * (booth-pack-plan.ts), with the READMEs in Italian and English, pack.json and slots.json. Only
 * paying users get it, so there is never a watermark.
 */
export async function exportBoothPackage(request: BoothPackageRequest): Promise<Blob> {
  const printable = await prepareExport(request.document, request.printable);
  try {
    const printerId = request.printerId ?? defaultPrinterId;
    const entries = planBoothPack({ document: request.document, name: request.name, printerId, ...(request.pullUrl === undefined ? {} : { pullUrl: request.pullUrl }) });
    const layers = { overlay: drawLayer(printable, request, 'holes'), background: drawLayer(printable, request, 'empty') };
    const { zipSync, strToU8 } = await import('fflate');
    const encoded = new Map<string, Promise<Uint8Array>>();
    const encode = (image: PackImage) => {
      const key = `${image.layer}:${image.arrangement}:${image.encoding}`;
      let bytes = encoded.get(key);
      if (bytes === undefined) {
        bytes = encodePackImage(arrangeImage(layers[image.layer], request.document, image, printerId), image.encoding);
        encoded.set(key, bytes);
      }
      return bytes;
    };
    const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
    if (request.readme !== undefined) files['README.txt'] = strToU8(request.readme);
    for (const entry of entries) {
      // PNGs and JPEGs are already compressed: stored as they are, they zip in no time.
      files[entry.path] = 'text' in entry ? strToU8(entry.text) : [await encode(entry.image), { level: 0 }];
    }
    return new Blob([zipSync(files)], { type: 'application/zip' });
  } catch (error) {
    throw new ExportError('render', 'the booth package could not be drawn or packed', { cause: error });
  }
}

function drawLayer(printable: readonly Konva.Layer[], request: BoothPackageRequest, treatment: SlotTreatment): HTMLCanvasElement {
  const { width, height } = request.document.template;
  return renderLayout(printable, { width, height }, {
    pixelRatio: 1,
    background: null,
    watermark: 'none',
    demoText: '',
    draftText: '',
    templateBitmap: request.templateBitmap,
    slots: { treatment, placeholders: findPlaceholders(request.document) },
  });
}

/** The page as the image asks: itself, turned a quarter clockwise, two strips on a sheet, or the printer's 6x4 feed. */
function arrangeImage(page: HTMLCanvasElement, document: LayoutDocument, image: PackImage, printerId: PrinterPresetId): HTMLCanvasElement {
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
  if (image.arrangement === 'turned') return turned;
  // feed: scaled to cover the printer's native image, centred, as its driver would.
  const scale = Math.max(size.width / turned.width, size.height / turned.height);
  return makeCanvas(size.width, size.height, (context) => {
    const width = turned.width * scale;
    const height = turned.height * scale;
    context.imageSmoothingQuality = 'high';
    context.drawImage(turned, (size.width - width) / 2, (size.height - height) / 2, width, height);
  });
}

function makeCanvas(width: number, height: number, draw: (context: CanvasRenderingContext2D) => void): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2D context');
  draw(context);
  return canvas;
}

async function encodePackImage(canvas: HTMLCanvasElement, encoding: PackImage['encoding']): Promise<Uint8Array> {
  if (encoding === 'png') return new Uint8Array(await (await encodePrintPng(canvas)).arrayBuffer());
  // JPEG has no alpha: on white, like the editor's JPG export.
  const flat = makeCanvas(canvas.width, canvas.height, (context) => {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(canvas, 0, 0);
  });
  const jpeg = new Uint8Array(await tagDpi(await encodeCanvas(flat, 'jpg'), 'jpg', exportDpi).arrayBuffer());
  return insertExif(jpeg, { width: canvas.width, height: canvas.height, dpi: exportDpi, software: 'Cornice' });
}
