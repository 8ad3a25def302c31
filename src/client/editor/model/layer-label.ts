import type { LayoutElement } from '../../../shared/layout/layout-element.js';

/** What a layer row shows: the operator's name, else a text's first line, else nothing (the kind is shown). */
export function readLayerLabel(element: LayoutElement): string | null {
  const name = element.name?.trim();
  if (name !== undefined && name !== '') return name;
  if (element.type === 'text') {
    const [firstLine = ''] = element.content.split('\n');
    const trimmed = firstLine.trim();
    return trimmed === '' ? null : trimmed.slice(0, 40);
  }
  return null;
}
