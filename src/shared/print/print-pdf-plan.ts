/** Print labs ask for 3 mm of bleed on every side, beyond the trim. */
export const bleedMm = 3;
/** Pixels per inch of the raster in the PDF. */
export const pdfRasterDpi = 300;

import { mmPerInch, pointsPerInch } from './print-units.js';
/** Crop marks stop this far short of the trim corner, so none reaches the printed area. */
const markGapMm = 0.8;

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Everything the PDF needs, in points (origin top-left, as jsPDF draws) and raster pixels. */
export interface PrintPdfPlan {
  pageWidth: number;
  pageHeight: number;
  /** The finished card: the page less the bleed on each side. */
  trim: { x: number; y: number; width: number; height: number };
  /** Raster pixels copied outward from the layout's edges on each side. */
  bleedPx: number;
  /** The layout drawn at 300 dpi, before the bleed. */
  layoutPx: { width: number; height: number };
  /** Where the bleed raster is placed: its pixels land exactly 300 to the inch. */
  image: { x: number; y: number; width: number; height: number; widthPx: number; heightPx: number };
  cropMarks: Line[];
}

/**
 * The page is the trim size (template pixels ÷ its dpi) plus 3 mm a side. The raster is the
 * layout at 300 dpi, grown by whole pixels until it covers the 3 mm (36 px, 3.05 mm), and is
 * placed at exactly 72/300 pt a pixel with the layout's own pixels on the trim: the few hundredths
 * of a millimetre beyond the page are simply cut off by it.
 */
export function planPrintPdf(template: { width: number; height: number; dpi: number }): PrintPdfPlan {
  const bleed = (bleedMm / mmPerInch) * pointsPerInch;
  const trimWidth = (template.width / template.dpi) * pointsPerInch;
  const trimHeight = (template.height / template.dpi) * pointsPerInch;
  const pageWidth = trimWidth + 2 * bleed;
  const pageHeight = trimHeight + 2 * bleed;
  const layoutPx = { width: Math.round((template.width / template.dpi) * pdfRasterDpi), height: Math.round((template.height / template.dpi) * pdfRasterDpi) };
  const bleedPx = Math.ceil((bleedMm / mmPerInch) * pdfRasterDpi);
  const pointsPerPixel = pointsPerInch / pdfRasterDpi;
  const widthPx = layoutPx.width + 2 * bleedPx;
  const heightPx = layoutPx.height + 2 * bleedPx;
  const offset = bleed - bleedPx * pointsPerPixel;
  return {
    pageWidth,
    pageHeight,
    trim: { x: bleed, y: bleed, width: trimWidth, height: trimHeight },
    bleedPx,
    layoutPx,
    image: { x: offset, y: offset, width: widthPx * pointsPerPixel, height: heightPx * pointsPerPixel, widthPx, heightPx },
    cropMarks: computeCropMarks(pageWidth, pageHeight, bleed, ((bleedMm - markGapMm) / mmPerInch) * pointsPerInch),
  };
}

/** Two marks at each trim corner, on the trim lines, from the page edge through the bleed. */
function computeCropMarks(pageWidth: number, pageHeight: number, bleed: number, length: number): Line[] {
  const left = bleed;
  const right = pageWidth - bleed;
  const top = bleed;
  const bottom = pageHeight - bleed;
  return [
    { x1: 0, y1: top, x2: length, y2: top },
    { x1: left, y1: 0, x2: left, y2: length },
    { x1: pageWidth, y1: top, x2: pageWidth - length, y2: top },
    { x1: right, y1: 0, x2: right, y2: length },
    { x1: 0, y1: bottom, x2: length, y2: bottom },
    { x1: left, y1: pageHeight, x2: left, y2: pageHeight - length },
    { x1: pageWidth, y1: bottom, x2: pageWidth - length, y2: bottom },
    { x1: right, y1: pageHeight, x2: right, y2: pageHeight - length },
  ];
}
