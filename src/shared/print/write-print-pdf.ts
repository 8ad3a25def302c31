import type { jsPDF } from 'jspdf';
import { pdfRasterDpi, type PrintPdfPlan } from './print-pdf-plan.js';
import { setPageBoxes } from './set-page-boxes.js';

/**
 * The print lab's PDF (see planPrintPdf) from the layout's bleed raster as JPEG: one page of
 * the plan's size, the raster at exactly 300 dpi, TrimBox and BleedBox, crop marks in the bleed
 * on the trim lines. The jsPDF class is passed in: the browser loads it lazily, the server
 * imports its Node build. Returns the file's bytes.
 */
export function writePrintPdf(PDF: typeof jsPDF, plan: PrintPdfPlan, jpeg: Uint8Array, raster: { width: number; height: number }, title: string): ArrayBuffer {
  const pdf = new PDF({ unit: 'pt', format: [plan.pageWidth, plan.pageHeight], orientation: plan.pageWidth > plan.pageHeight ? 'landscape' : 'portrait', compress: true });
  pdf.setProperties({ title, creator: 'Cornice' });
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
  return pdf.output('arraybuffer');
}

/** The PDF's title: the template's file name. */
export function printPdfTitle(templatePath: string): string {
  return templatePath.split('/').pop() ?? 'Cornice';
}
