import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { encodePrintPng } from '../export/encode-canvas.js';
import { ExportError, prepareExport } from '../export/export-layout.js';
import { renderLayout } from '../export/render-layout.js';
import { formatJson } from './format-json.js';
import { buildPhotoboothAppCollage } from './photobooth-app-collage.js';
import { buildPhotoboothProjectCollage } from './photoboothproject-collage.js';
import { findPlaceholders } from './slot-frames.js';
import type { SlotTreatment } from './slot-nodes.js';
import { buildSlotsFile } from './slots-file.js';

export interface BoothPackageRequest {
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  templateBitmap: ImageBitmap | null;
  /** The layout's name in the files (collage.json's name). */
  name: string;
  /** README.txt, already in the interface language. */
  readme: string;
  /** The pull URL the pack is published at (issue 23, Sync), when it is: the README shows the pull command. */
  pullUrl?: string;
}

/**
 * The zip for booth software: overlay.png (print size, 300 dpi, alpha 0 in every photo frame),
 * background.png (no holes, no sample photos), slots.json, PhotoboothProject's collage.json,
 * photobooth-app.json and README.txt. Only paying users get it, so there is never a watermark.
 */
export async function exportBoothPackage(request: BoothPackageRequest): Promise<Blob> {
  const printable = await prepareExport(request.document, request.printable);
  try {
    const [overlay, background] = await Promise.all([drawPng(printable, request, 'holes'), drawPng(printable, request, 'empty')]);
    const { zipSync, strToU8 } = await import('fflate');
    const json = (value: unknown) => strToU8(formatJson(value));
    // PNGs are already deflated: stored as they are, they zip in no time and lose nothing.
    const zipped = zipSync({
      'overlay.png': [overlay, { level: 0 }],
      'background.png': [background, { level: 0 }],
      'slots.json': json(buildSlotsFile(request.document)),
      'collage.json': json(buildPhotoboothProjectCollage(request.document, request.name)),
      'photobooth-app.json': json(buildPhotoboothAppCollage(request.document)),
      'README.txt': strToU8(request.readme),
    });
    return new Blob([zipped], { type: 'application/zip' });
  } catch (error) {
    throw new ExportError('render', 'the booth package could not be drawn or packed', { cause: error });
  }
}

async function drawPng(printable: readonly Konva.Layer[], request: BoothPackageRequest, treatment: SlotTreatment): Promise<Uint8Array> {
  const { width, height } = request.document.template;
  const canvas = renderLayout(printable, { width, height }, {
    pixelRatio: 1,
    background: null,
    watermark: 'none',
    demoText: '',
    draftText: '',
    templateBitmap: request.templateBitmap,
    slots: { treatment, placeholders: findPlaceholders(request.document) },
  });
  return new Uint8Array(await (await encodePrintPng(canvas)).arrayBuffer());
}
