import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { mapElements } from './map-elements.js';

/** The members of a group, in drawing order (bottom first). */
export function findGroupMembers(document: LayoutDocument, groupId: string): LayoutElement[] {
  return document.elements.filter((element) => element.groupId === groupId);
}

/**
 * The listed ids plus every other member of the groups they touch, in drawing order: what a
 * click, a drag or a reorder acts on, since a group moves and stacks as one.
 */
export function expandToGroups(document: LayoutDocument, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  const groups = new Set(document.elements.flatMap((element) => (wanted.has(element.id) && element.groupId !== undefined ? [element.groupId] : [])));
  return document.elements.filter((element) => wanted.has(element.id) || (element.groupId !== undefined && groups.has(element.groupId))).map((element) => element.id);
}

/**
 * The groups whose every member is listed: these act as one box (align, distribute, centre) and
 * turn about their own centre. A group with only some members listed is not among them (a member
 * picked on its own, from the layers panel or with a double click, acts on its own).
 */
export function findWholeGroups(document: LayoutDocument, ids: readonly string[]): Map<string, LayoutElement[]> {
  const wanted = new Set(ids);
  const groups = new Map<string, LayoutElement[]>();
  const broken = new Set<string>();
  for (const element of document.elements) {
    const { groupId } = element;
    if (groupId === undefined) continue;
    if (!wanted.has(element.id)) broken.add(groupId);
    else groups.set(groupId, [...(groups.get(groupId) ?? []), element]);
  }
  for (const groupId of broken) groups.delete(groupId);
  return groups;
}

/** The one group the ids make up exactly, or null: the selection the group's own controls need. */
export function findSelectedGroup(document: LayoutDocument, ids: readonly string[]): string | null {
  const groups = findWholeGroups(document, ids);
  if (groups.size !== 1) return null;
  const [[groupId, members] = ['', []]] = groups;
  return members.length === ids.length ? groupId : null;
}

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
