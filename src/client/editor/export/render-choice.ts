import type Konva from 'konva';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { resolvePhotoWindows, type PhotoWindows, type PhotoWindowsFile } from '../../../shared/render/photo-windows.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { slotTreatmentOf, type SlotRendering } from '../booth/slot-nodes.js';
import { findPlaceholders } from '../../../shared/booth/slot-frames.js';
import { exportPrintPdf } from './export-print-pdf.js';
import { exportTwoUpSheet } from './export-two-up-sheet.js';
import type { ExportChoice } from './export-choice.js';
import { exportLayout } from './export-layout.js';
import type { Watermark } from './render-layout.js';

export interface ChoiceContext {
  printable: readonly Konva.Layer[] | null;
  document: LayoutDocument;
  templateBitmap: ImageBitmap | null;
  demoText: string;
  draftText: string;
}

/** Draws and encodes the chosen file in the browser (the demo's way), watermarked as the download path says. */
export function renderChoice(choice: ExportChoice, context: ChoiceContext, watermark: Watermark): Promise<Blob> {
  const { printable, document, templateBitmap } = context;
  const slots = choice.kind === 'booth' ? null : slotsOf(document, choice.photoWindows, choice.kind === 'image' ? choice.format : choice.kind === 'two-up' ? 'sheet' : 'pdf');
  const render = { watermark, demoText: context.demoText, draftText: context.draftText, templateBitmap, ...(slots === null ? {} : { slots }) };
  switch (choice.kind) {
    case 'image':
      return exportLayout({ printable, document, format: choice.format, pixelRatio: 1, ...render });
    case 'booth':
      // The server builds every booth pack (an account layout's); the demo is offered none.
      return Promise.reject(new Error('the booth pack is built by the server'));
    case 'two-up':
      return exportTwoUpSheet({ printable, document, render, hasCutLine: choice.hasCutLine });
    case 'pdf':
      return exportPrintPdf({ printable, document, render });
    default:
      return assertNever(choice);
  }
}

/** The frames as the choice asks, as the server draws them (a JPG or PDF paints 'transparent' white); null keeps the sample. */
function slotsOf(document: LayoutDocument, photoWindows: PhotoWindows | undefined, file: PhotoWindowsFile): SlotRendering | null {
  if (photoWindows === undefined) return null;
  const treatment = slotTreatmentOf(resolvePhotoWindows(photoWindows, file));
  return treatment === null ? null : { treatment, placeholders: findPlaceholders(document) };
}
