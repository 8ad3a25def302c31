import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

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
