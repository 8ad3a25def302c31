import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { centreOnCanvas } from './centre-on-canvas.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';

/** The "centre horizontally" control: see centreOnCanvas for how rotation is handled. */
export function centreHorizontally(document: LayoutDocument, args: { ids: readonly string[]; measureText?: MeasureText }): LayoutDocument {
  return centreOnCanvas(document, args.ids, 'horizontal', args.measureText);
}
