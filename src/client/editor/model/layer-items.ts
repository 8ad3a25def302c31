import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

/** One row of the layers panel: an element on its own, or a group with its members (bottom first). */
export type LayerItem = { kind: 'element'; element: LayoutElement } | { kind: 'group'; groupId: string; members: readonly LayoutElement[] };

/**
 * The layers as the panel lists them, in drawing order (bottom first): each group is one item,
 * since its members are contiguous (grouping.ts).
 */
export function buildLayerItems(document: LayoutDocument): LayerItem[] {
  const items: LayerItem[] = [];
  for (const element of document.elements) {
    const last = items.at(-1);
    if (element.groupId === undefined) items.push({ kind: 'element', element });
    else if (last?.kind === 'group' && last.groupId === element.groupId) items[items.length - 1] = { ...last, members: [...last.members, element] };
    else items.push({ kind: 'group', groupId: element.groupId, members: [element] });
  }
  return items;
}

export function readItemIds(item: LayerItem): string[] {
  return item.kind === 'element' ? [item.element.id] : item.members.map((member) => member.id);
}

/**
 * Puts the layer holding element `id` (the element, or its whole group) at another place among
 * the layers (0 is the bottom), as a drag in the layers panel or Alt + arrow does; the others
 * keep their order and no layer ever lands inside a group. Out-of-range places are clamped;
 * the same document comes back when nothing moves.
 */
export function moveLayerItem(document: LayoutDocument, args: { id: string; toIndex: number }): LayoutDocument {
  const items = buildLayerItems(document);
  const from = items.findIndex((item) => readItemIds(item).includes(args.id));
  const moving = items[from];
  if (moving === undefined || !Number.isFinite(args.toIndex)) return document;
  const to = Math.min(Math.max(Math.round(args.toIndex), 0), items.length - 1);
  if (to === from) return document;
  const reordered = items.filter((item) => item !== moving);
  reordered.splice(to, 0, moving);
  const elements = reordered.flatMap((item) => (item.kind === 'element' ? [item.element] : item.members));
  return { ...document, elements };
}
