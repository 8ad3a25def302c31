import { getElementSize } from '../../../shared/layout/element-box.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { measureTextWithKonva } from '../canvas/measure-text.js';
import type { Selection } from '../model/selection.js';

const round = (value: number) => String(Math.round(value * 100) / 100);

/** The canvas area's data attributes: the view's scale and the first selected element's box, as the e2e specs read them. */
export function describeSelection(document: LayoutDocument | null, selection: Selection, viewScale: number) {
  const selected = document?.elements.find((element) => element.id === selection[0]);
  const size = selected === undefined ? null : getElementSize(selected, measureTextWithKonva);
  return {
    'data-scale': String(Math.round(viewScale * 10000) / 10000),
    'data-element-count': document?.elements.length ?? 0,
    'data-selected-count': selection.length,
    'data-selected-id': selected?.id,
    'data-selected-type': selected?.type,
    'data-selected-x': selected === undefined ? undefined : round(selected.x),
    'data-selected-y': selected === undefined ? undefined : round(selected.y),
    'data-selected-width': size === null ? undefined : round(size.width),
    'data-selected-height': size === null ? undefined : round(size.height),
    'data-selected-rotation': selected === undefined ? undefined : round(selected.rotation),
  };
}
