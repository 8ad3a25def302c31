import { describe, expect, it } from 'vitest';
import { bringToFront, sendToBack } from './z-order.js';
import {
  beginGesture,
  cancelGesture,
  canRedo,
  canUndo,
  commit,
  createHistory,
  endGesture,
  historyLimit,
  isGestureActive,
  redo,
  replacePresent,
  undo,
  updateGesture,
  type History,
} from './history.js';
import { moveElements } from './move-elements.js';
import { makeSampleDocument } from './test-fixtures.js';
import { updateElement } from './update-element.js';

const start = makeSampleDocument();
const moved = moveElements(start, { ids: ['text'], dx: 10, dy: 0 });
const recoloured = updateElement(moved, { id: 'text', patch: { color: '#ff0000' } });

function twoSteps(): History {
  return commit(commit(createHistory(start), moved), recoloured);
}

describe('history', () => {
  it('starts with undo and redo disabled', () => {
    const history = createHistory(start);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toEqual(history);
    expect(redo(history)).toEqual(history);
  });

  it('undoes and redoes snapshots in order, disabled at each end', () => {
    const history = twoSteps();
    const once = undo(history);
    expect(once.present).toBe(moved);
    const twice = undo(once);
    expect(twice.present).toBe(start);
    expect(canUndo(twice)).toBe(false);
    expect(canRedo(twice)).toBe(true);
    const back = redo(redo(twice));
    expect(back.present).toBe(recoloured);
    expect(canRedo(back)).toBe(false);
    expect(canUndo(back)).toBe(true);
  });

  it('drops the redo entries on every change', () => {
    const undone = undo(twoSteps());
    expect(canRedo(undone)).toBe(true);
    const changed = commit(undone, moveElements(undone.present, { ids: ['image'], dx: 1, dy: 1 }));
    expect(changed.future).toEqual([]);
    expect(canRedo(changed)).toBe(false);
  });

  it('records nothing for a change that changes nothing', () => {
    const history = createHistory(start);
    expect(commit(history, start)).toBe(history);
    expect(commit(history, structuredClone(start))).toBe(history);
  });

  it('adds no entry and keeps redo for bring to front, send to back and restore', () => {
    const undone = undo(twoSteps());
    const front = replacePresent(undone, bringToFront(undone.present, { ids: ['text'] }));
    const back = replacePresent(front, sendToBack(front.present, { ids: ['line'] }));
    expect(back.past).toBe(undone.past);
    expect(back.future).toBe(undone.future);
    expect(back.present.elements[0]?.id).toBe('line');
    const restored = replacePresent(createHistory(start), recoloured);
    expect(restored.present).toBe(recoloured);
    expect(canUndo(restored)).toBe(false);
  });

  it('makes one entry for a whole gesture, relative to where it began', () => {
    let history = beginGesture(commit(createHistory(start), moved));
    expect(isGestureActive(history)).toBe(true);
    for (let dx = 1; dx <= 5; dx += 1) history = updateGesture(history, moveElements(moved, { ids: ['image'], dx, dy: 0 }));
    expect(history.past).toHaveLength(1);
    const ended = endGesture(history);
    expect(isGestureActive(ended)).toBe(false);
    expect(ended.past).toHaveLength(2);
    expect(ended.past.at(-1)).toBe(moved);
    expect(undo(ended).present).toBe(moved);
  });

  it('makes no entry for a gesture that ends where it began', () => {
    const history = commit(createHistory(start), moved);
    const wandered = updateGesture(updateGesture(beginGesture(history), moveElements(moved, { ids: ['image'], dx: 9, dy: 0 })), structuredClone(moved));
    const ended = endGesture(wandered);
    expect(ended.past).toBe(history.past);
    expect(ended.present).toBe(moved);
  });

  it('drops redo entries when a gesture changes something, keeps them when not', () => {
    const undone = undo(twoSteps());
    expect(canRedo(endGesture(beginGesture(undone)))).toBe(true);
    const dragged = updateGesture(undone, moveElements(undone.present, { ids: ['image'], dx: 3, dy: 0 }));
    expect(canRedo(dragged)).toBe(false);
    expect(endGesture(dragged).future).toEqual([]);
  });

  it('keeps the first base when a gesture begins twice, and can cancel', () => {
    const dragged = updateGesture(beginGesture(createHistory(start)), moved);
    const again = beginGesture(dragged);
    expect(again.gestureBase).toBe(start);
    const cancelled = cancelGesture(again);
    expect(cancelled.present).toBe(start);
    expect(canUndo(cancelled)).toBe(false);
  });

  it('closes an open gesture before commit and undo', () => {
    const dragged = updateGesture(createHistory(start), moved);
    expect(canUndo(dragged)).toBe(true);
    expect(undo(dragged).present).toBe(start);
    const committed = commit(dragged, recoloured);
    expect(committed.past).toEqual([start, moved]);
  });

  it(`keeps at most ${historyLimit} undo steps, dropping the oldest`, () => {
    let history = createHistory(start);
    for (let step = 1; step <= historyLimit + 20; step += 1) history = commit(history, moveElements(start, { ids: ['text'], dx: step, dy: 0 }));
    expect(history.past).toHaveLength(historyLimit);
    let undone = history;
    while (canUndo(undone)) undone = undo(undone);
    expect(undone.present.elements[0]?.x).toBe(100 + 20);
  });
});
