import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { expandToGroups } from './group-members.js';

/**
 * Ctrl/Cmd+G, 'Raggruppa': the listed elements, with every member of the groups they touch,
 * become one group under `groupId` (groups do not nest: an existing group joins as its members).
 * The members move next to each other where the top one was, keeping their order, so the group
 * is one layer. Fewer than two elements make no group: the same document comes back.
 */
export function groupElements(document: LayoutDocument, args: { ids: readonly string[]; groupId: string }): LayoutDocument {
  const ids = new Set(expandToGroups(document, args.ids));
  if (ids.size < 2 || args.groupId === '') return document;
  const members = document.elements.filter((element) => ids.has(element.id));
  const [first] = members;
  const isOneGroupAlready = first?.groupId !== undefined && members.every((member) => member.groupId === first.groupId);
  if (isOneGroupAlready) return document;
  const top = members.at(-1);
  const elements: LayoutElement[] = [];
  for (const element of document.elements) {
    if (!ids.has(element.id)) elements.push(element);
    else if (element === top) elements.push(...members.map((member) => (member.groupId === args.groupId ? member : { ...member, groupId: args.groupId })));
  }
  return { ...document, elements };
}
