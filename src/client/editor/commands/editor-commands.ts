import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { IdGenerator } from '../../../shared/layout/id-generator.js';
import { toTemplatePx } from '../../../shared/layout/display-scale.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { addElements } from '../model/add-element.js';
import { alignElements, centreOnCanvas, distributeElements, type AlignEdge, type CentreAxis, type DistributeAxis } from '../model/alignment.js';
import { copyElements } from '../model/copy-elements.js';
import { expandToGroups, groupElements, ungroupElements } from '../model/grouping.js';
import { moveLayerItem } from '../model/layer-items.js';
import { moveElements } from '../model/move-elements.js';
import { clonePastedElements } from '../model/paste-elements.js';
import { removeElements } from '../model/remove-elements.js';
import { rotateSelection } from '../model/rotation.js';
import type { Selection } from '../model/selection.js';
import { setLayerFlags } from '../model/set-layer-flags.js';
import { updateElement } from '../model/update-element.js';
import { bringToFront, sendToBack } from '../model/z-order.js';
import type { DocumentChange } from '../state/editor-reducer.js';
import type { CanvasControl, ViewControl } from './canvas-link.js';
import type { KeyChord } from './key-chord.js';
import { nudgeScreenPx, rotationStepDegrees } from './key-steps.js';

/**
 * What a command does to the history: `one-step` is one undo entry per run (a nudge per key
 * press, as a button press); `no-entry` changes the document without an entry, keeping redo (spec
 * §4: bring to front, send to back); `undo` and `redo` move through the history; `none` leaves
 * the document alone (copy, the view, Escape).
 */
export type HistoryPolicy = 'one-step' | 'no-entry' | 'undo' | 'redo' | 'none';

/** The editor's copied elements: outside the document and its history. */
export interface Clipboard {
  current: readonly LayoutElement[];
}

export interface CommandContext {
  document: LayoutDocument;
  /** The elements the command acts on: the selection, or a panel's own ids. */
  selection: Selection;
  /** New ids (groups, pasted copies) are made here, never in the reducer, which React may call twice. */
  createId: IdGenerator;
  /** The view's scale: nudges and the paste offset are screen pixels. */
  viewScale: number;
  clipboard: Clipboard;
  measureText: MeasureText;
  /** The zoom, null until the page and the area have a size. */
  view: ViewControl | null;
  /** The canvas's drag, null while the canvas is not shown. */
  canvas: CanvasControl | null;
}

/** A document change and, when given, the selection after it; or a new selection alone, which is never a history step. */
export type CommandChange = { change: DocumentChange; select?: Selection } | { select: Selection };

export interface KeyBinding<A> {
  chord: KeyChord;
  args: A;
}

export interface EditorCommand<A> {
  history: HistoryPolicy;
  /** The editor keys that run it, each with its arguments. */
  keys: readonly KeyBinding<A>[];
  /** With nothing selected the command does nothing and its keys stay the browser's (Ctrl+C copies page text, Ctrl+G finds next). */
  needsSelection: boolean;
  /** Whether a button for it can be pressed now; its keys are taken whenever something is selected. */
  isEnabled?: (context: CommandContext) => boolean;
  /** Whether it has something to act on now (a view to zoom, a drag or a selection to drop); when not, its keys stay the browser's. */
  canAct?: (context: CommandContext) => boolean;
  /** The change to make, or null for none (undo and redo move the history instead). */
  run: (context: CommandContext, args: A) => CommandChange | null;
}

/** Each command's arguments (undefined: none). */
export interface CommandArgs {
  undo: undefined;
  redo: undefined;
  copy: undefined;
  paste: undefined;
  nudge: { dxScreenPx: number; dyScreenPx: number };
  rotate: { degrees: number };
  remove: undefined;
  group: undefined;
  ungroup: undefined;
  bringToFront: undefined;
  sendToBack: undefined;
  centre: { axis: CentreAxis };
  align: { edge: AlignEdge };
  distribute: { axis: DistributeAxis };
  /** A layers-panel row dragged, or moved with Alt + arrows, to another place (0 the bottom). */
  moveLayer: { id: string; toIndex: number };
  setLayerFlags: { hidden?: boolean; locked?: boolean };
  renameLayer: { id: string; name: string | undefined };
  zoomIn: undefined;
  zoomOut: undefined;
  zoomToFit: undefined;
  zoomToActual: undefined;
  /** Abandons a drag in progress, or else clears the selection. */
  escape: undefined;
}

export type CommandName = keyof CommandArgs;

const mod = (key: string, shift?: boolean): KeyChord => (shift === undefined ? { key, mod: true } : { key, mod: true, shift });
const plain = (key: string): KeyChord => ({ key, mod: false });
/** The zoom keys: Ctrl/Cmd with the key, shift or not (the browser sends '+' with shift), never with Alt. */
const zoomKey = (key: string): KeyChord => ({ key, mod: true, alt: false });
const bind = (chord: KeyChord): KeyBinding<undefined> => ({ chord, args: undefined });
const nudge = (key: string, dxScreenPx: number, dyScreenPx: number): KeyBinding<CommandArgs['nudge']> => ({ chord: plain(key), args: { dxScreenPx, dyScreenPx } });
const isGroupable = (context: CommandContext) => expandToGroups(context.document, context.selection).length >= 2;
const hasView = (context: CommandContext) => context.view !== null;
/** A zoom step: no history, acts only while there is a view, changes no document. */
const viewCommand = (keys: readonly KeyBinding<undefined>[], step: (view: ViewControl) => void): EditorCommand<undefined> => ({
  history: 'none',
  keys,
  needsSelection: false,
  canAct: hasView,
  run: ({ view }) => {
    if (view !== null) step(view);
    return null;
  },
});
const hasGroupedMember = (context: CommandContext) => context.document.elements.some((element) => element.groupId !== undefined && context.selection.includes(element.id));

/**
 * Every editor command with its history policy and its keys: the keyboard, the buttons and the
 * layer rows run them by name (run-command.ts), so a command is undoable the same way wherever
 * it starts. PageUp turns clockwise (the angle goes up, as on the slider), PageDown anticlockwise.
 */
export const editorCommands: { readonly [N in CommandName]: EditorCommand<CommandArgs[N]> } = {
  undo: { history: 'undo', keys: [bind(mod('z', false))], needsSelection: false, run: () => null },
  redo: { history: 'redo', keys: [bind(mod('z', true)), bind(mod('y'))], needsSelection: false, run: () => null },
  copy: {
    history: 'none',
    keys: [bind(mod('c', false))],
    needsSelection: true,
    run: ({ document, selection, clipboard }) => {
      clipboard.current = copyElements(document, { ids: selection });
      return null;
    },
  },
  paste: {
    history: 'one-step',
    keys: [bind(mod('v', false))],
    needsSelection: false,
    // Copies 20 screen px lower right, selected; the next paste steps on from them.
    run: ({ clipboard, createId, viewScale }) => {
      if (clipboard.current.length === 0) return null;
      const copies = clonePastedElements({ elements: clipboard.current, createId, scale: viewScale });
      clipboard.current = copies;
      return { change: (document) => addElements(document, { elements: copies }), select: copies.map((element) => element.id) };
    },
  },
  nudge: {
    history: 'one-step',
    keys: [nudge('ArrowLeft', -nudgeScreenPx, 0), nudge('ArrowRight', nudgeScreenPx, 0), nudge('ArrowUp', 0, -nudgeScreenPx), nudge('ArrowDown', 0, nudgeScreenPx)],
    needsSelection: true,
    run: ({ selection, viewScale }, { dxScreenPx, dyScreenPx }) => {
      const dx = toTemplatePx(dxScreenPx, viewScale);
      const dy = toTemplatePx(dyScreenPx, viewScale);
      return { change: (document) => moveElements(document, { ids: selection, dx, dy }) };
    },
  },
  rotate: {
    history: 'one-step',
    keys: [
      { chord: plain('PageUp'), args: { degrees: rotationStepDegrees } },
      { chord: plain('PageDown'), args: { degrees: -rotationStepDegrees } },
    ],
    needsSelection: true,
    run: ({ selection, measureText }, { degrees }) => ({ change: (document) => rotateSelection(document, { ids: selection, degrees, measureText }) }),
  },
  remove: {
    history: 'one-step',
    keys: [bind(plain('Delete')), bind(plain('Backspace'))],
    needsSelection: true,
    run: ({ selection }) => ({ change: (document) => removeElements(document, { ids: selection }) }),
  },
  group: {
    history: 'one-step',
    keys: [bind(mod('g', false))],
    needsSelection: true,
    isEnabled: isGroupable,
    // The new group is selected; each run makes a new group id.
    run: (context) => {
      const ids = expandToGroups(context.document, context.selection);
      if (ids.length < 2) return null;
      const groupId = context.createId();
      return { change: (document) => groupElements(document, { ids, groupId }), select: ids };
    },
  },
  ungroup: {
    history: 'one-step',
    keys: [bind(mod('g', true))],
    needsSelection: true,
    isEnabled: hasGroupedMember,
    run: (context) => (hasGroupedMember(context) ? { change: (document) => ungroupElements(document, { ids: context.selection }) } : null),
  },
  bringToFront: { history: 'no-entry', keys: [], needsSelection: true, run: ({ selection }) => ({ change: (document) => bringToFront(document, { ids: selection }) }) },
  sendToBack: { history: 'no-entry', keys: [], needsSelection: true, run: ({ selection }) => ({ change: (document) => sendToBack(document, { ids: selection }) }) },
  centre: {
    history: 'one-step',
    keys: [],
    needsSelection: true,
    run: ({ selection, measureText }, { axis }) => ({ change: (document) => centreOnCanvas(document, selection, axis, measureText) }),
  },
  align: {
    history: 'one-step',
    keys: [],
    needsSelection: true,
    run: ({ selection, measureText }, { edge }) => ({ change: (document) => alignElements(document, { ids: selection, edge, measureText }) }),
  },
  distribute: {
    history: 'one-step',
    keys: [],
    needsSelection: true,
    run: ({ selection, measureText }, { axis }) => ({ change: (document) => distributeElements(document, { ids: selection, axis, measureText }) }),
  },
  moveLayer: { history: 'one-step', keys: [], needsSelection: false, run: (_context, { id, toIndex }) => ({ change: (document) => moveLayerItem(document, { id, toIndex }) }) },
  setLayerFlags: {
    history: 'one-step',
    keys: [],
    needsSelection: true,
    run: ({ selection }, flags) => ({ change: (document) => setLayerFlags(document, { ids: selection, ...flags }) }),
  },
  renameLayer: { history: 'one-step', keys: [], needsSelection: false, run: (_context, { id, name }) => ({ change: (document) => updateElement(document, { id, patch: { name } }) }) },
  zoomIn: viewCommand([bind(zoomKey('+')), bind(zoomKey('='))], (view) => view.zoomIn()),
  zoomOut: viewCommand([bind(zoomKey('-'))], (view) => view.zoomOut()),
  zoomToFit: viewCommand([bind(zoomKey('0'))], (view) => view.fit()),
  zoomToActual: viewCommand([bind(zoomKey('1'))], (view) => view.zoomTo(1)),
  escape: {
    history: 'none',
    // With any modifier; only while the canvas is shown (the drag and the selection handles are its).
    keys: [bind({ key: 'Escape' })],
    needsSelection: false,
    canAct: ({ canvas, selection }) => canvas !== null && (canvas.isDragging() || selection.length > 0),
    // A drag is abandoned with the selection kept; only without one does Escape clear the selection.
    run: ({ canvas }) => (canvas?.abandonDrag() === true ? null : { select: [] }),
  },
};

export const commandNames = Object.keys(editorCommands) as readonly CommandName[];
