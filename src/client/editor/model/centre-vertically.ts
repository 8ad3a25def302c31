import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { centreOnCanvas } from './centre-on-canvas.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';

/** The "centre vertically" control: see centreOnCanvas for how rotation is handled. */
export function centreVertically(document: LayoutDocument, args: { ids: readonly string[]; measureText?: MeasureText }): LayoutDocument {
  return centreOnCanvas(document, args.ids, 'vertical', args.measureText);
}
