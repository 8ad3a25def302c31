import type { IdGenerator } from '../../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { expandToGroups, groupElements, ungroupElements } from '../model/grouping.js';
import type { Selection } from '../model/selection.js';
import type { EditorAction } from './editor-reducer.js';

/**
 * 'Raggruppa' (button or Ctrl/Cmd+G) as one history entry, with the new group selected; null
 * when the selection holds fewer than two elements. The group id is made here, not in the
 * reducer, which React may call twice.
 */
export function createGroupAction(document: LayoutDocument, selection: Selection, createId: IdGenerator): EditorAction | null {
  const ids = expandToGroups(document, selection);
  if (ids.length < 2) return null;
  const groupId = createId();
  return { type: 'apply', change: (current) => groupElements(current, { ids, groupId }), select: ids };
}

/** 'Separa' (button or Ctrl/Cmd+Shift+G) as one history entry; null when nothing selected is grouped. */
export function createUngroupAction(document: LayoutDocument, selection: Selection): EditorAction | null {
  const isGrouped = document.elements.some((element) => element.groupId !== undefined && selection.includes(element.id));
  if (!isGrouped) return null;
  return { type: 'apply', change: (current) => ungroupElements(current, { ids: selection }) };
}
