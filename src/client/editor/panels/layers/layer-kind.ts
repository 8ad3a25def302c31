import type { ElementType, LayoutElement } from '../../../../shared/layout/layout-element.js';
import { clientKindOf } from '../../kinds/client-element-kinds.js';
import type { LayerLabel } from '../../model/layer-label.js';

/** The translation key of an element's kind, as a layer row shows it (its kind module's word). */
export function layerKindKey(element: Pick<LayoutElement, 'type'>) {
  return clientKindOf(element.type).titleKey;
}

/** A small sign of the element's kind at the head of its row (its word is the button's title). */
export function layerKindGlyph(type: ElementType): string {
  return clientKindOf(type).glyph;
}

/** The words of each layer row ('Giulia & Marco', 'Cornice foto 1'), by element id. */
export function formatLayerLabels(labels: ReadonlyMap<string, LayerLabel>, kindWord: (type: LayoutElement['type']) => string): Map<string, string> {
  const words = new Map<string, string>();
  for (const [id, label] of labels) words.set(id, label.kind === 'own' ? label.text : `${kindWord(label.type)} ${label.number}`);
  return words;
}
