import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { jsPDF } from 'jspdf';
import { tagDpiBytes } from '../../shared/print/dpi-tags.js';
import { planEdgeStrips } from '../../shared/print/edge-strips.js';
import { planPrintPdf } from '../../shared/print/print-pdf-plan.js';
import { planTwoUpSheet, twoUpCutColour, twoUpCutRect } from '../../shared/print/two-up-sheet.js';
import { printPdfTitle, writePrintPdf } from '../../shared/print/write-print-pdf.js';
import { printDpi, type RenderedFile } from './render-job.js';

/** The browser's PDF JPEG quality (0.95), on Skia's 0–100 scale. */
const pdfJpegQuality = 95;

/**
 * Two copies of the drawn strip on a 4x6 sheet (planTwoUpSheet), the cut line on the seam when
 * asked for; PNG at 300 dpi, as the editor's export. The caller has checked the layout is a strip.
 */
export async function composeTwoUpSheet(strip: Canvas, hasCutLine: boolean): Promise<RenderedFile> {
  const sheet = planTwoUpSheet(strip.width, strip.height);
  if (sheet === null) throw new Error(`a ${strip.width}×${strip.height} layout is not a strip`);
  const canvas = createCanvas(sheet.width, sheet.height);
  try {
    const context = canvas.getContext('2d');
    for (const copy of sheet.copies) context.drawImage(strip, copy.x, copy.y);
    if (hasCutLine) {
      context.fillStyle = twoUpCutColour;
      const rect = twoUpCutRect(sheet);
      context.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
    return { bytes: tagDpiBytes(await canvas.encode('png'), 'png', printDpi), width: sheet.width, height: sheet.height };
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/**
 * The print lab's PDF (planPrintPdf, writePrintPdf) from the layout drawn at 300 dpi on white:
 * its edges extended into the bleed as the editor's export does. The PDF's size is its page's
 * in points, rounded; `width` and `height` are the raster's pixels.
 */
export async function composePrintPdf(layout: Canvas, template: { path: string; width: number; height: number; dpi: number }): Promise<RenderedFile> {
  const plan = planPrintPdf(template);
  const margin = plan.bleedPx;
  const raster = createCanvas(layout.width + 2 * margin, layout.height + 2 * margin);
  try {
    const context = raster.getContext('2d');
    context.imageSmoothingEnabled = false;
    context.drawImage(layout, margin, margin);
    for (const [sx, sy, sw, sh, dx, dy, dw, dh] of planEdgeStrips(layout.width, layout.height, margin)) context.drawImage(layout, sx, sy, sw, sh, dx, dy, dw, dh);
    const jpeg = await raster.encode('jpeg', pdfJpegQuality);
    const pdf = writePrintPdf(jsPDF, plan, jpeg, raster, printPdfTitle(template.path));
    return { bytes: new Uint8Array(pdf), width: raster.width, height: raster.height };
  } finally {
    raster.width = 0;
    raster.height = 0;
  }
}
