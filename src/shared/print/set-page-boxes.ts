import type { jsPDF } from 'jspdf';
import type { PrintPdfPlan } from './print-pdf-plan.js';

interface PdfBox {
  bottomLeftX: number;
  bottomLeftY: number;
  topRightX: number;
  topRightY: number;
}

/**
 * TrimBox (the finished card) and BleedBox (the whole page) of the current page. jsPDF writes
 * both when its page context has them but offers no setter, and types the context as `any`: it
 * is checked here before it is written. PDF boxes count from the bottom left; the bleed is the
 * same on every side, so the trim box reads the same either way up.
 */
export function setPageBoxes(pdf: jsPDF, plan: PrintPdfPlan): void {
  const context: unknown = pdf.getCurrentPageInfo().pageContext;
  if (typeof context !== 'object' || context === null || !('trimBox' in context) || !('bleedBox' in context)) {
    throw new Error('this jsPDF has no page boxes');
  }
  const { trim } = plan;
  const trimBox: PdfBox = { bottomLeftX: trim.x, bottomLeftY: plan.pageHeight - trim.y - trim.height, topRightX: trim.x + trim.width, topRightY: plan.pageHeight - trim.y };
  const bleedBox: PdfBox = { bottomLeftX: 0, bottomLeftY: 0, topRightX: plan.pageWidth, topRightY: plan.pageHeight };
  Object.assign(context, { trimBox, bleedBox });
}
