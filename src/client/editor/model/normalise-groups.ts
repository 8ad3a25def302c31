import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

/**
 * Keeps the two rules groups rely on (see element-base.ts): members are contiguous in the
 * drawing order, and a group has at least two members. A group split by some other change
 * (an older command, a document from elsewhere) is gathered where its top member is, members
 * keeping their order; a member left alone (its partners deleted) is no group any more. The
 * editor runs every change through this, so each command may ignore groups it knows nothing of.
 * Returns the same document when both rules already hold.
 */
export function normaliseGroups(document: LayoutDocument): LayoutDocument {
  const members = new Map<string, LayoutElement[]>();
  for (const element of document.elements) {
    if (element.groupId !== undefined) members.set(element.groupId, [...(members.get(element.groupId) ?? []), element]);
  }
  if (members.size === 0) return document;
  const elements: LayoutElement[] = [];
  for (const element of document.elements) {
    const group = element.groupId === undefined ? undefined : members.get(element.groupId);
    if (group === undefined) elements.push(element);
    else if (group.length === 1) elements.push(withoutGroup(element));
    else if (group.at(-1) === element) elements.push(...group);
  }
  const isUnchanged = elements.every((element, index) => element === document.elements[index]);
  return isUnchanged ? document : { ...document, elements };
}

export function withoutGroup(element: LayoutElement): LayoutElement {
  const copy = { ...element };
  delete copy.groupId;
  return copy;
}
