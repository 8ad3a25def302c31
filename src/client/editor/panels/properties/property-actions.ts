import type { MeasureText } from '../../../../shared/layout/estimate-text-size.js';
import type { SlotRatioId } from '../../../../shared/layout/slot-ratios.js';
import { applySlotRatio } from '../../model/apply-slot-ratio.js';
import type { CentreAxis } from '../../model/alignment.js';
import type { ElementPatch } from '../../../../shared/layout/element-patch.js';
import { setRotation } from '../../model/rotation.js';
import { updateElement } from '../../model/update-element.js';
import type { EditorCommands } from '../../editor-context.js';
import type { DocumentChange } from '../../state/editor-reducer.js';

/**
 * What the property controls can do to the selected elements. A control that moves
 * continuously (a slider, a colour picker, a number being typed) previews its changes in an open
 * gesture and calls finish() when the user lets go, so the whole movement is one undo step; a
 * button or a toggle commits at once. Centring, layering and removal are the command table's.
 */
export interface PropertyActions {
  readonly ids: readonly string[];
  commitPatch: (patch: ElementPatch) => void;
  previewPatch: (patch: ElementPatch) => void;
  /** Ends the open gesture; the last value is applied first when given. */
  finishPatch: (patch?: ElementPatch) => void;
  previewRotation: (rotation: number) => void;
  finish: () => void;
  /** Abandons the open gesture: the preview is undone. */
  cancel: () => void;
  centre: (axis: CentreAxis) => void;
  bringToFront: () => void;
  sendToBack: () => void;
  remove: () => void;
  /** Reshapes the selected photo frames to a camera ratio: one undo step. */
  applySlotRatio: (ratio: SlotRatioId) => void;
}

export function createPropertyActions({ dispatch, run }: Pick<EditorCommands, 'dispatch' | 'run'>, ids: readonly string[], measureText: MeasureText): PropertyActions {
  const patchAll =
    (patch: ElementPatch): DocumentChange =>
    (document) =>
      ids.reduce((current, id) => updateElement(current, { id, patch }), document);
  return {
    ids,
    commitPatch: (patch) => dispatch({ type: 'apply', change: patchAll(patch) }),
    previewPatch: (patch) => dispatch({ type: 'gesture-update', change: patchAll(patch) }),
    finishPatch: (patch) => dispatch(patch === undefined ? { type: 'gesture-end' } : { type: 'gesture-end', change: patchAll(patch) }),
    previewRotation: (rotation) =>
      dispatch({ type: 'gesture-update', change: (document) => ids.reduce((current, id) => setRotation(current, { id, rotation, measureText }), document) }),
    finish: () => dispatch({ type: 'gesture-end' }),
    cancel: () => dispatch({ type: 'gesture-cancel' }),
    centre: (axis) => run('centre', { axis }, ids),
    bringToFront: () => run('bringToFront', undefined, ids),
    sendToBack: () => run('sendToBack', undefined, ids),
    remove: () => run('remove', undefined, ids),
    applySlotRatio: (ratio) => dispatch({ type: 'apply', change: (document) => ids.reduce((current, id) => applySlotRatio(current, { id, ratio }), document) }),
  };
}
