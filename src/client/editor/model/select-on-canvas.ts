import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { findGroupMembers } from './grouping.js';
import { selectElement, type Selection } from './selection.js';

/**
 * A click on an element of the canvas. A member of a group selects the whole group (shift adds
 * or removes the whole group), so the group moves, turns and scales as one; a member already
 * picked on its own (a double click, or its row in the layers panel) stays picked on its own,
 * so it can be dragged alone. Any other element: as selectElement does.
 */
export function selectOnCanvas(selection: Selection, document: LayoutDocument, id: string, modifiers: { isShiftKey: boolean }): Selection {
  const groupId = document.elements.find((element) => element.id === id)?.groupId;
  const members = groupId === undefined ? [] : findGroupMembers(document, groupId).map((member) => member.id);
  if (members.length < 2) return selectElement(selection, id, modifiers);
  if (!modifiers.isShiftKey) {
    const isFocusedMember = selection.length === 1 && selection[0] === id;
    const isGroupSelected = selection.length === members.length && members.every((member) => selection.includes(member));
    return isFocusedMember || isGroupSelected ? selection : members;
  }
  if (members.every((member) => selection.includes(member))) return selection.filter((selected) => !members.includes(selected));
  return [...selection, ...members.filter((member) => !selection.includes(member))];
}
