import { encodePrintPng } from './encode-canvas.js';
import { ExportError, prepareExport } from './export-layout.js';
import { renderLayout, type RenderOptions } from './render-layout.js';
import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { planTwoUpSheet, twoUpCutColour, twoUpCutRect } from '../../../shared/print/two-up-sheet.js';

export interface TwoUpRequest {
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  render: Omit<RenderOptions, 'pixelRatio' | 'background'>;
  hasCutLine: boolean;
}

/**
 * A 2x6 strip printed twice on one 4x6 sheet (1200×1800, or 1800×1200 for a strip lying down),
 * as booth printers do; PNG, 300 dpi. The cut line, when asked for, is 2 px on the seam: one
 * column (or row) of each copy.
 */
export async function exportTwoUpSheet(request: TwoUpRequest): Promise<Blob> {
  const { width, height } = request.document.template;
  const sheet = planTwoUpSheet(width, height);
  if (sheet === null) throw new ExportError('dimensions', `a ${width}×${height} layout is not a strip`);
  const printable = await prepareExport(request.document, request.printable);
  try {
    const strip = renderLayout(printable, { width, height }, { ...request.render, pixelRatio: 1, background: null });
    const canvas = document.createElement('canvas');
    canvas.width = sheet.width;
    canvas.height = sheet.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    for (const copy of sheet.copies) context.drawImage(strip, copy.x, copy.y);
    if (request.hasCutLine) {
      context.fillStyle = twoUpCutColour;
      const rect = twoUpCutRect(sheet);
      context.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
    return await encodePrintPng(canvas);
  } catch (error) {
    throw new ExportError('render', 'the 2-up sheet could not be drawn', { cause: error });
  }
}
