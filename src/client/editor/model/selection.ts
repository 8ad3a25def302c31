import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * The selected element ids, in the order they were picked. Selection lives beside the document,
 * never in it nor in the history: undo must not change what is selected into what was.
 */
export type Selection = readonly string[];

export const emptySelection: Selection = [];

/** A click selects one element; a shift-click toggles it in or out of the selection. */
export function selectElement(selection: Selection, id: string, modifiers: { isShiftKey: boolean }): Selection {
  if (modifiers.isShiftKey) return toggleSelection(selection, id);
  return selection.length === 1 && selection[0] === id ? selection : [id];
}

export function toggleSelection(selection: Selection, id: string): Selection {
  return selection.includes(id) ? selection.filter((selected) => selected !== id) : [...selection, id];
}

/** Clicking the background clears the selection. */
export function clearSelection(): Selection {
  return emptySelection;
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.includes(id);
}

/** Drops ids the document no longer has (after remove, undo, restore); same array if none. */
export function pruneSelection(selection: Selection, document: LayoutDocument): Selection {
  const ids = new Set(document.elements.map((element) => element.id));
  const kept = selection.filter((id) => ids.has(id));
  return kept.length === selection.length ? selection : kept;
}
