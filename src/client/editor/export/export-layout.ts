import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { collectFontFamilies } from '../../fonts/document-font-families.js';
import { loadFontFaces } from '../../fonts/load-font-faces.js';
import { encodeCanvas } from './encode-canvas.js';
import { releaseExportCanvas, takeExportCanvas } from './export-canvas.js';
import { exportDpi, type ExportFormat } from './export-format.js';
import { renderLayout, type RenderOptions, type Watermark } from './render-layout.js';
import { tagDpi } from './tag-dpi.js';

/** The performance measure each export leaves (name of a PerformanceMeasure entry). */
export const exportMeasureName = 'cornice:export';

/** Why an export failed, for the operator's message of each case. */
export type ExportFailure = 'dimensions' | 'missing-area' | 'render';

export class ExportError extends Error {
  constructor(
    readonly failure: ExportFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ExportError';
  }
}

export interface ExportRequest {
  /** The on-screen layers holding what is printed (template, elements); null if the canvas is not mounted. */
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  format: ExportFormat;
  /** 1: the template's native size (export scale = original width ÷ display width). */
  pixelRatio: number;
  watermark: Watermark;
  demoText: string;
  draftText: string;
  /** See RenderOptions.templateBitmap. */
  templateBitmap?: ImageBitmap | null;
  /** See RenderOptions.testPrintMark: a test print with the preview photos. */
  testPrintMark?: string;
  /** See RenderOptions.slots: the photo frames cut out or painted white. */
  slots?: RenderOptions['slots'];
}

/**
 * The file an operator prints: fonts loaded first, drawn at the requested ratio of the template's
 * native size, encoded as PNG or as JPG on white (quality 0.92), and tagged 300 dpi (PNG pHYs,
 * JPEG JFIF density).
 */
export async function exportLayout(request: ExportRequest): Promise<Blob> {
  const { width, height } = request.document.template;
  const printable = await prepareExport(request.document, request.printable);
  const startedAt = performance.now();
  try {
    const options = {
      pixelRatio: request.pixelRatio,
      background: request.format === 'jpg' ? '#ffffff' : null,
      watermark: request.watermark,
      demoText: request.demoText,
      draftText: request.draftText,
      templateBitmap: request.templateBitmap ?? null,
      ...(request.testPrintMark === undefined ? {} : { testPrintMark: request.testPrintMark }),
      ...(request.slots === undefined ? {} : { slots: request.slots }),
    };
    const canvas = renderLayout(printable, { width, height }, options, takeExportCanvas({ width, height }, request.pixelRatio));
    const drawnAt = performance.now();
    // Called before any await: toBlob copies the kept canvas before another export can draw on it.
    const blob = await encodeCanvas(canvas, request.format);
    const encodedAt = performance.now();
    const tagged = tagDpi(blob, request.format, exportDpi);
    // Read by bench/export.bench.ts: drawing, encoding and tagging, without the font wait.
    performance.measure(exportMeasureName, { start: startedAt, detail: { format: request.format, width: canvas.width, height: canvas.height, drawMs: drawnAt - startedAt, encodeMs: encodedAt - drawnAt } });
    return tagged;
  } catch (error) {
    // A draw that stopped half-way may leave the canvas's state unbalanced: the next one starts afresh.
    releaseExportCanvas();
    throw new ExportError('render', 'the layout could not be drawn or encoded', { cause: error });
  }
}

/**
 * What every export checks and waits for before drawing: a template size, a mounted canvas, and
 * the fonts of its texts (and of the watermark). Returns the printable layers.
 */
export async function prepareExport(document: LayoutDocument, printable: readonly Konva.Layer[] | null): Promise<readonly Konva.Layer[]> {
  const { width, height } = document.template;
  if (!(width > 0 && height > 0)) throw new ExportError('dimensions', `template size ${width}×${height}`);
  if (printable === null || printable.length === 0) throw new ExportError('missing-area', 'the canvas is not mounted');
  // Roboto: the watermark's face.
  await loadFontFaces(collectFontFamilies(document, ['Roboto']));
  return printable;
}
