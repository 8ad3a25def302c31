import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

const maxLabelLength = 40;

/**
 * What a layer row calls an element: the operator's name; else what it shows (a text's own
 * words on one line, a clip-art's picture by its file's name); else its kind and its number
 * among the elements of that kind, bottom first ('Cornice foto 1').
 */
export type LayerLabel = { kind: 'own'; text: string } | { kind: 'numbered'; type: LayoutElement['type']; number: number };

export function describeLayers(elements: readonly LayoutElement[]): Map<string, LayerLabel> {
  const counts = new Map<LayoutElement['type'], number>();
  const labels = new Map<string, LayerLabel>();
  for (const element of elements) {
    const number = (counts.get(element.type) ?? 0) + 1;
    counts.set(element.type, number);
    const own = readLayerLabel(element);
    labels.set(element.id, own === null ? { kind: 'numbered', type: element.type, number } : { kind: 'own', text: own });
  }
  return labels;
}

/** The operator's name, or what its kind's model names it by (a text's words, a clip-art's picture name); null for the rest. */
export function readLayerLabel(element: LayoutElement): string | null {
  const name = element.name?.trim();
  if (name !== undefined && name !== '') return name;
  const shown = modelOf(element).shownName(element);
  return shown === null ? null : clip(shown);
}

function clip(text: string): string {
  return text.length <= maxLabelLength ? text : `${text.slice(0, maxLabelLength - 1).trimEnd()}…`;
}
