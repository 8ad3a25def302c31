import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import type { LayerLabel } from '../../model/layer-label.js';

/** The translation key of an element's kind, as a layer row shows it. */
export function layerKindKey(element: Pick<LayoutElement, 'type'>) {
  switch (element.type) {
    case 'text':
      return 'editor.properties.titleText' as const;
    case 'image':
      return 'editor.properties.titleImage' as const;
    case 'clipart':
      return 'editor.properties.titleClipart' as const;
    case 'placeholder':
      return 'editor.properties.titlePlaceholder' as const;
    case 'line':
      return 'editor.properties.titleLine' as const;
    case 'qrcode':
      return 'editor.qr.title' as const;
    default:
      return assertNever(element.type);
  }
}

/** A small sign of the element's kind at the head of its row (its word is the button's title). */
export function layerKindGlyph(type: LayoutElement['type']): string {
  switch (type) {
    case 'text':
      return 'T';
    case 'image':
      return '▣';
    case 'clipart':
      return '✿';
    case 'placeholder':
      return '⬚';
    case 'line':
      return '—';
    case 'qrcode':
      return '▦';
    default:
      return assertNever(type);
  }
}

/** The words of each layer row ('Giulia & Marco', 'Cornice foto 1'), by element id. */
export function formatLayerLabels(labels: ReadonlyMap<string, LayerLabel>, kindWord: (type: LayoutElement['type']) => string): Map<string, string> {
  const words = new Map<string, string>();
  for (const [id, label] of labels) words.set(id, label.kind === 'own' ? label.text : `${kindWord(label.type)} ${label.number}`);
  return words;
}
