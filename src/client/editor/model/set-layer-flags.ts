import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { ElementPatch } from '../../../shared/layout/element-patch.js';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import { updateElement } from './update-element.js';

/**
 * The layers panel's hide and lock toggles on several elements at once (a group acts as a whole):
 * `true` sets the flag, `false` clears it (each kind's model says what it stores: clip-art keeps its required `locked` as false). One
 * command, so one undo step; the same document when nothing changes.
 */
export function setLayerFlags(document: LayoutDocument, args: { ids: readonly string[]; hidden?: boolean; locked?: boolean }): LayoutDocument {
  const byId = new Map(document.elements.map((element) => [element.id, element]));
  return args.ids.reduce((current, id) => {
    const element = byId.get(id);
    return element === undefined ? current : updateElement(current, { id, patch: buildFlagPatch(element, args) });
  }, document);
}

function buildFlagPatch(element: LayoutElement, flags: { hidden?: boolean; locked?: boolean }): ElementPatch {
  const patch: ElementPatch = {};
  if (flags.hidden !== undefined) patch.hidden = flags.hidden ? true : undefined;
  if (flags.locked !== undefined) patch.locked = modelOf(element).lockedField(flags.locked);
  return patch;
}
