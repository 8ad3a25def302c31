import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { isSameDocument } from './is-same-document.js';

/**
 * Undo history as immutable snapshots (structural sharing keeps them cheap). `gestureBase` is the
 * present as it was when an open gesture (a drag, a transform, a slider) began, or null.
 */
export interface History {
  readonly past: readonly LayoutDocument[];
  readonly present: LayoutDocument;
  readonly future: readonly LayoutDocument[];
  readonly gestureBase: LayoutDocument | null;
}

/**
 * At most this many undo steps are kept; the oldest goes first. A hundred snapshots of a layout
 * (a few kB each, mostly shared) is little memory, and more than anyone undoes in one sitting.
 */
export const historyLimit = 100;

export function createHistory(document: LayoutDocument): History {
  return { past: [], present: document, future: [], gestureBase: null };
}

/**
 * Records a change (every change drops the redo entries and appends a snapshot). A
 * document equal to the present records nothing. An open gesture is closed first.
 */
export function commit(history: History, document: LayoutDocument): History {
  const settled = endGesture(history);
  if (isSameDocument(settled.present, document)) return settled;
  return { past: [...settled.past, settled.present].slice(-historyLimit), present: document, future: [], gestureBase: null };
}

/** A change that adds no entry and keeps redo (bring to front, send to back, restore). */
export function replacePresent(history: History, document: LayoutDocument): History {
  return history.present === document ? history : { ...history, present: document };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0 || isGestureChanged(history);
}

export function canRedo(history: History): boolean {
  // A changed gesture becomes an entry first, and an entry drops the redo steps.
  return history.future.length > 0 && !isGestureChanged(history);
}

/** Undo during a gesture closes it first, so it undoes the gesture itself. */
export function undo(history: History): History {
  const settled = endGesture(history);
  const previous = settled.past.at(-1);
  if (previous === undefined) return settled;
  return { past: settled.past.slice(0, -1), present: previous, future: [settled.present, ...settled.future], gestureBase: null };
}

export function redo(history: History): History {
  const settled = endGesture(history);
  const [next, ...rest] = settled.future;
  if (next === undefined) return settled;
  return { past: [...settled.past, settled.present].slice(-historyLimit), present: next, future: rest, gestureBase: null };
}

/** Starts a gesture; a second begin keeps the first base, so one gesture stays one entry. */
export function beginGesture(history: History): History {
  return history.gestureBase === null ? { ...history, gestureBase: history.present } : history;
}

/** Shows an intermediate state of the gesture without an entry; begins one when none is open. */
export function updateGesture(history: History, document: LayoutDocument): History {
  return { ...beginGesture(history), present: document };
}

/** Closes the gesture as ONE entry relative to its start, or none if it changed nothing. */
export function endGesture(history: History): History {
  const base = history.gestureBase;
  if (base === null) return history;
  if (isSameDocument(base, history.present)) return { ...history, present: base, gestureBase: null };
  return { past: [...history.past, base].slice(-historyLimit), present: history.present, future: [], gestureBase: null };
}

/** Abandons the gesture (Escape during a drag): back to the state before it, no entry. */
export function cancelGesture(history: History): History {
  return history.gestureBase === null ? history : { ...history, present: history.gestureBase, gestureBase: null };
}

export function isGestureActive(history: History): boolean {
  return history.gestureBase !== null;
}

function isGestureChanged(history: History): boolean {
  return history.gestureBase !== null && !isSameDocument(history.gestureBase, history.present);
}
