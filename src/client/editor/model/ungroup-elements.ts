import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { mapElements } from './map-elements.js';
import { withoutGroup } from './normalise-groups.js';

/**
 * Ctrl/Cmd+Shift+G, 'Separa': every group that one of the listed elements belongs to comes
 * apart; its members stay where they are and in their order, each a layer of its own again.
 */
export function ungroupElements(document: LayoutDocument, args: { ids: readonly string[] }): LayoutDocument {
  const wanted = new Set(args.ids);
  const groups = new Set(document.elements.flatMap((element) => (wanted.has(element.id) && element.groupId !== undefined ? [element.groupId] : [])));
  if (groups.size === 0) return document;
  const members = document.elements.filter((element) => element.groupId !== undefined && groups.has(element.groupId)).map((element) => element.id);
  return mapElements(document, members, withoutGroup);
}
