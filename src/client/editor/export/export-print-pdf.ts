import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { encodeCanvas } from './encode-canvas.js';
import { ExportError, prepareExport } from './export-layout.js';
import { renderLayout, type RenderOptions } from './render-layout.js';
import { extendEdges } from '../booth/extend-edges.js';
import { pdfRasterDpi, planPrintPdf } from '../../../shared/print/print-pdf-plan.js';
import { printPdfTitle, writePrintPdf } from '../../../shared/print/write-print-pdf.js';

export interface PrintPdfRequest {
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  render: Omit<RenderOptions, 'pixelRatio' | 'background'>;
}

/** Print labs take JPEG in a PDF; at this quality it is indistinguishable at 300 dpi. */
const pdfJpegQuality = 0.95;

/**
 * A PDF for print labs (see planPrintPdf): the layout at 300 dpi on white, its edges extended
 * 3 mm into the bleed, TrimBox and BleedBox set, crop marks in the bleed on the trim lines.
 * jsPDF is loaded only here, so the editor's first chunk does not carry it.
 */
export async function exportPrintPdf(request: PrintPdfRequest): Promise<Blob> {
  const { template } = request.document;
  const printable = await prepareExport(request.document, request.printable);
  const plan = planPrintPdf(template);
  try {
    const layout = renderLayout(printable, { width: template.width, height: template.height }, { ...request.render, pixelRatio: pdfRasterDpi / template.dpi, background: '#ffffff' });
    const raster = extendEdges(layout, plan.bleedPx);
    const jpeg = new Uint8Array(await (await encodeCanvas(raster, 'jpg', pdfJpegQuality)).arrayBuffer());
    const { jsPDF } = await import('jspdf');
    return new Blob([writePrintPdf(jsPDF, plan, jpeg, raster, printPdfTitle(request.document.template.path))], { type: 'application/pdf' });
  } catch (error) {
    throw new ExportError('render', 'the print PDF could not be made', { cause: error });
  }
}
