import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * Puts one element at another place in the drawing order (0 is the bottom), as a drag in the
 * layers panel does: the others keep their order. Out-of-range places are clamped; the same
 * document comes back when nothing moves.
 */
export function moveLayer(document: LayoutDocument, args: { id: string; toIndex: number }): LayoutDocument {
  const from = document.elements.findIndex((element) => element.id === args.id);
  const moving = document.elements[from];
  if (moving === undefined || !Number.isFinite(args.toIndex)) return document;
  const to = Math.min(Math.max(Math.round(args.toIndex), 0), document.elements.length - 1);
  if (to === from) return document;
  const elements = document.elements.filter((element) => element !== moving);
  elements.splice(to, 0, moving);
  return { ...document, elements };
}
