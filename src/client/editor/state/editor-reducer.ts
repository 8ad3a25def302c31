import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { beginGesture, cancelGesture, canRedo, canUndo, commit, createHistory, endGesture, redo, replacePresent, undo, updateGesture, type History } from '../model/history.js';
import { normaliseGroups } from '../model/grouping.js';
import { selectOnCanvas } from '../model/select-on-canvas.js';
import { emptySelection, pruneSelection, type Selection } from '../model/selection.js';

/**
 * The editor's state: the undo history (whose present is the document on screen) and the
 * selection, which lives beside the history so that undo never changes what is selected into
 * what was. Null history means the document has not been created yet (the template is loading).
 */
export interface EditorState {
  readonly history: History | null;
  readonly selection: Selection;
}

/** A document change: a model command with its arguments already bound. */
export type DocumentChange = (document: LayoutDocument) => LayoutDocument;

export type EditorAction =
  | { type: 'init'; document: LayoutDocument }
  /** Another document replaces this one (the saved version after a conflict): history starts again. */
  | { type: 'reset'; document: LayoutDocument }
  /** One history entry; `select` replaces the selection afterwards (e.g. the added element). */
  | { type: 'apply'; change: DocumentChange; select?: Selection }
  /** A change with no history entry (bring to front, send to back). */
  | { type: 'replace'; change: DocumentChange }
  | { type: 'gesture-begin' }
  /** An intermediate state of a drag or transform: shown, not recorded. */
  | { type: 'gesture-update'; change: DocumentChange }
  /** Closes the gesture as one entry, after applying a last change when given. */
  | { type: 'gesture-end'; change?: DocumentChange }
  /** Abandons the open gesture (Escape during a drag): the document goes back to its start. */
  | { type: 'gesture-cancel' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A click on an element: a group's member selects the whole group (select-on-canvas.ts). */
  | { type: 'select'; id: string; isShiftKey: boolean }
  | { type: 'set-selection'; selection: Selection };

export const initialEditorState: EditorState = { history: null, selection: emptySelection };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'init') return state.history === null ? { history: createHistory(normaliseGroups(action.document)), selection: emptySelection } : state;
  if (action.type === 'reset') return { history: createHistory(normaliseGroups(action.document)), selection: emptySelection };
  const { history } = state;
  if (history === null) return state;
  switch (action.type) {
    case 'apply': {
      const next = commit(history, run(action.change, history.present));
      return settle(state, next, action.select);
    }
    case 'replace':
      return settle(state, replacePresent(history, run(action.change, history.present)));
    case 'gesture-begin':
      return { ...state, history: beginGesture(history) };
    case 'gesture-update':
      return settle(state, updateGesture(history, run(action.change, history.present)));
    case 'gesture-end': {
      const changed = action.change === undefined ? history : updateGesture(history, run(action.change, history.present));
      return settle(state, endGesture(changed));
    }
    case 'gesture-cancel':
      return settle(state, cancelGesture(history));
    case 'undo':
      return settle(state, undo(history));
    case 'redo':
      return settle(state, redo(history));
    case 'select':
      return withSelection(state, selectOnCanvas(state.selection, history.present, action.id, { isShiftKey: action.isShiftKey }));
    case 'set-selection':
      return withSelection(state, pruneSelection(action.selection, history.present));
    default:
      return state;
  }
}

/**
 * Every change goes through normaliseGroups, so that no command, whether it knows of groups or
 * not, can leave a group split in the drawing order or with a single member.
 */
function run(change: DocumentChange, document: LayoutDocument): LayoutDocument {
  return normaliseGroups(change(document));
}

/** The new history, with the selection pruned to the elements its present still has. */
function settle(state: EditorState, history: History, select?: Selection): EditorState {
  if (history === state.history && select === undefined) return state;
  const selection = pruneSelection(select ?? state.selection, history.present);
  return { history, selection };
}

function withSelection(state: EditorState, selection: Selection): EditorState {
  return selection === state.selection ? state : { ...state, selection };
}

export function selectCanUndo(state: EditorState): boolean {
  return state.history !== null && canUndo(state.history);
}

export function selectCanRedo(state: EditorState): boolean {
  return state.history !== null && canRedo(state.history);
}
