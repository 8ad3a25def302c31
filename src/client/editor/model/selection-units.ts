import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { unionBox } from './union-box.js';
import { getElementBox } from '../../../shared/layout/element-box.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { findWholeGroups } from './grouping.js';
import { isLocked } from './is-locked.js';

/** What align, distribute and centre move as one: a whole group, or an element on its own. */
export interface SelectionUnit {
  /** The elements that move together (one, or a group's members). */
  ids: readonly string[];
  /** The box they are drawn in, together. */
  box: Box;
  /** A unit with a locked member stays put (it still counts in the selection's box). */
  isLocked: boolean;
}

/**
 * The listed elements as units, in drawing order: every group whose members are all listed is
 * one unit with the box around its members; any other element is a unit of its own.
 */
export function collectSelectionUnits(document: LayoutDocument, ids: readonly string[], measureText?: MeasureText): SelectionUnit[] {
  const wanted = new Set(ids);
  const groups = findWholeGroups(document, ids);
  const units: SelectionUnit[] = [];
  const seen = new Set<string>();
  for (const element of document.elements) {
    if (!wanted.has(element.id)) continue;
    const members = element.groupId === undefined ? undefined : groups.get(element.groupId);
    if (members === undefined) {
      units.push({ ids: [element.id], box: getElementBox(element, measureText), isLocked: isLocked(element) });
    } else if (element.groupId !== undefined && !seen.has(element.groupId)) {
      seen.add(element.groupId);
      const box = unionBox(members.map((member) => getElementBox(member, measureText)));
      units.push({ ids: members.map((member) => member.id), box, isLocked: members.some(isLocked) });
    }
  }
  return units;
}

/** How many units the listed elements make: a whole group counts once. */
export function countSelectionUnits(document: LayoutDocument, ids: readonly string[]): number {
  const grouped = [...findWholeGroups(document, ids).values()];
  const members = grouped.reduce((sum, group) => sum + group.length, 0);
  const listed = document.elements.filter((element) => ids.includes(element.id)).length;
  return listed - members + grouped.length;
}

/** Moves every element of the units by its unit's shift; the same document when none moves. */
export function shiftUnits(document: LayoutDocument, shifts: ReadonlyMap<SelectionUnit, { dx: number; dy: number }>): LayoutDocument {
  const byId = new Map<string, { dx: number; dy: number }>();
  for (const [unit, shift] of shifts) {
    if (unit.isLocked || (Math.abs(shift.dx) < epsilon && Math.abs(shift.dy) < epsilon)) continue;
    for (const id of unit.ids) byId.set(id, shift);
  }
  if (byId.size === 0) return document;
  const elements = document.elements.map((element) => {
    const shift = byId.get(element.id);
    return shift === undefined ? element : { ...element, x: element.x + shift.dx, y: element.y + shift.dy };
  });
  return { ...document, elements };
}

/** Below this a shift is floating-point noise, and an entry in the history for nothing. */
const epsilon = 1e-9;
