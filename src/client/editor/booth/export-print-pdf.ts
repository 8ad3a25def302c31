import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { encodeCanvas } from '../export/encode-canvas.js';
import { ExportError, prepareExport } from '../export/export-layout.js';
import { renderLayout, type RenderOptions } from '../export/render-layout.js';
import { extendEdges } from './extend-edges.js';
import { pdfRasterDpi, planPrintPdf } from './print-pdf-plan.js';
import { setPageBoxes } from './set-page-boxes.js';

export interface PrintPdfRequest {
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  render: Omit<RenderOptions, 'pixelRatio' | 'background' | 'slots'>;
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
    const pdf = new jsPDF({ unit: 'pt', format: [plan.pageWidth, plan.pageHeight], orientation: plan.pageWidth > plan.pageHeight ? 'landscape' : 'portrait', compress: true });
    pdf.setProperties({ title: request.document.template.path.split('/').pop() ?? 'Cornice', creator: 'Cornice' });
    pdf.addImage(jpeg, 'JPEG', plan.image.x, plan.image.y, raster.width * (72 / pdfRasterDpi), raster.height * (72 / pdfRasterDpi), undefined, 'NONE');
    setPageBoxes(pdf, plan);
    // White under black: the marks show on dark bleed as well as light.
    for (const [colour, lineWidth] of [
      ['#ffffff', 0.75],
      ['#000000', 0.25],
    ] as const) {
      pdf.setDrawColor(colour);
      pdf.setLineWidth(lineWidth);
      for (const mark of plan.cropMarks) pdf.line(mark.x1, mark.y1, mark.x2, mark.y2);
    }
    return pdf.output('blob');
  } catch (error) {
    throw new ExportError('render', 'the print PDF could not be made', { cause: error });
  }
}
