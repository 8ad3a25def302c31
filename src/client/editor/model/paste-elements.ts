import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import { toTemplatePx } from '../../../shared/layout/display-scale.js';
import type { IdGenerator } from '../../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { addElements } from './add-element.js';

/** Spec §9: a paste lands 20 px right of and below the original, as seen on screen. */
export const pasteOffsetScreenPx = 20;

export interface PasteArgs {
  elements: readonly LayoutElement[];
  createId: IdGenerator;
  /** Display scale: the offset is a screen distance. */
  scale: number;
}

/**
 * The copies a paste adds: new ids, shifted by the offset. Exposed so the editor can select the
 * pasted elements, and keep them as the clipboard so the next paste steps on instead of landing
 * on the same spot. A copy of locked clip-art is unlocked: it is the user's own new element, and
 * a locked copy could never be moved or deleted. Copied groups become new groups (a fresh group
 * id for each, so the copy and the original move apart); a member copied without its partners
 * is pasted on its own.
 */
export function clonePastedElements(args: PasteArgs): LayoutElement[] {
  const offset = toTemplatePx(pasteOffsetScreenPx, args.scale);
  const groupIds = renewGroupIds(args.elements, args.createId);
  return args.elements.map((element) => {
    const copy = cloneElement(element, args.createId(), offset);
    const groupId = element.groupId === undefined ? undefined : groupIds.get(element.groupId);
    if (groupId !== undefined) return { ...copy, groupId };
    delete copy.groupId;
    return copy;
  });
}

/** A new id for every group with at least two members among the copied elements. */
function renewGroupIds(elements: readonly LayoutElement[], createId: IdGenerator): Map<string, string> {
  const counts = new Map<string, number>();
  for (const { groupId } of elements) if (groupId !== undefined) counts.set(groupId, (counts.get(groupId) ?? 0) + 1);
  return new Map([...counts].filter(([, count]) => count > 1).map(([groupId]) => [groupId, createId()]));
}

/** Ctrl/Cmd+V: adds the clipboard's copies on top. */
export function pasteElements(document: LayoutDocument, args: PasteArgs): LayoutDocument {
  return addElements(document, { elements: clonePastedElements(args) });
}

function cloneElement(element: LayoutElement, id: string, offset: number): LayoutElement {
  const moved = { id, x: element.x + offset, y: element.y + offset };
  return { ...modelOf(element).pastedCopy(element), ...moved };
}
