import { describe, expect, it } from 'vitest';
import { addElement } from '../model/add-element.js';
import { groupElements, ungroupElements } from '../model/grouping.js';
import { bringToFront } from '../model/z-order.js';
import { moveElements } from '../model/move-elements.js';
import { removeElements } from '../model/remove-elements.js';
import { updateElement } from '../model/update-element.js';
import { makeDocument, makeImage, makeLine, makeText } from '../model/test-fixtures.js';
import { editorReducer, initialEditorState, selectCanRedo, selectCanUndo, type EditorAction, type EditorState } from './editor-reducer.js';

function run(actions: readonly EditorAction[], start: EditorState = initialEditorState): EditorState {
  return actions.reduce(editorReducer, start);
}

const document = makeDocument([makeText()]);
const ready = run([{ type: 'init', document }]);

function present(state: EditorState) {
  if (state.history === null) throw new Error('no history');
  return state.history.present;
}

describe('editorReducer', () => {
  it('ignores everything but init until a document exists', () => {
    expect(run([{ type: 'undo' }, { type: 'select', id: 'text', isShiftKey: false }])).toBe(initialEditorState);
    expect(present(ready)).toBe(document);
    expect(run([{ type: 'init', document: makeDocument([]) }], ready)).toBe(ready);
  });

  it('reset replaces the document with no history and no selection (the saved version after a conflict)', () => {
    const edited = run([{ type: 'apply', change: (doc) => addElement(doc, { element: makeLine() }), select: ['line'] }], ready);
    const stored = makeDocument([makeLine({ id: 'stored' })]);
    const state = run([{ type: 'reset', document: stored }], edited);
    expect(present(state)).toBe(stored);
    expect(state.selection).toEqual([]);
    expect(selectCanUndo(state)).toBe(false);
    expect(selectCanRedo(state)).toBe(false);
  });

  it('records an applied command as one entry and selects what it is told to', () => {
    const state = run([{ type: 'apply', change: (doc) => addElement(doc, { element: makeLine() }), select: ['line'] }], ready);
    expect(present(state).elements.map((e) => e.id)).toEqual(['text', 'line']);
    expect(state.selection).toEqual(['line']);
    expect(selectCanUndo(state)).toBe(true);
    expect(selectCanRedo(state)).toBe(false);
    const undone = run([{ type: 'undo' }], state);
    expect(present(undone)).toBe(document);
    expect(undone.selection).toEqual([]);
    expect(selectCanRedo(undone)).toBe(true);
    expect(present(run([{ type: 'redo' }], undone)).elements).toHaveLength(2);
  });

  it('turns a whole drag into one history entry', () => {
    const state = run(
      [
        { type: 'gesture-begin' },
        { type: 'gesture-update', change: (doc) => updateElement(doc, { id: 'text', patch: { x: 150, y: 120 } }) },
        { type: 'gesture-update', change: (doc) => updateElement(doc, { id: 'text', patch: { x: 200, y: 140 } }) },
        { type: 'gesture-end', change: (doc) => updateElement(doc, { id: 'text', patch: { x: 210, y: 150 } }) },
      ],
      ready,
    );
    expect(present(state).elements[0]).toMatchObject({ x: 210, y: 150 });
    expect(state.history?.past).toHaveLength(1);
    expect(state.history?.gestureBase).toBeNull();
    expect(present(run([{ type: 'undo' }], state))).toBe(document);
  });

  it('adds no entry for a gesture that changed nothing', () => {
    const state = run([{ type: 'gesture-begin' }, { type: 'gesture-end' }], ready);
    expect(selectCanUndo(state)).toBe(false);
  });

  it('selects, toggles with shift and prunes removed elements', () => {
    const two = run([{ type: 'apply', change: (doc) => addElement(doc, { element: makeLine() }) }], ready);
    const selected = run(
      [
        { type: 'select', id: 'text', isShiftKey: false },
        { type: 'select', id: 'line', isShiftKey: true },
      ],
      two,
    );
    expect(selected.selection).toEqual(['text', 'line']);
    expect(run([{ type: 'select', id: 'line', isShiftKey: true }], selected).selection).toEqual(['text']);
    expect(run([{ type: 'select', id: 'line', isShiftKey: false }], selected).selection).toEqual(['line']);
    const removed = run([{ type: 'apply', change: (doc) => removeElements(doc, { ids: ['line'] }) }], selected);
    expect(removed.selection).toEqual(['text']);
    expect(run([{ type: 'set-selection', selection: ['missing', 'text'] }], removed).selection).toEqual(['text']);
  });

  it('keeps the selection through moves and redo', () => {
    const moved = run(
      [
        { type: 'select', id: 'text', isShiftKey: false },
        { type: 'apply', change: (doc) => moveElements(doc, { ids: ['text'], dx: 5, dy: 0 }) },
        { type: 'undo' },
        { type: 'redo' },
      ],
      ready,
    );
    expect(moved.selection).toEqual(['text']);
    expect(present(moved).elements[0]).toMatchObject({ x: 105 });
  });

  it('cancels a drag back to where it started, with no entry', () => {
    const state = run(
      [
        { type: 'gesture-begin' },
        { type: 'gesture-update', change: (doc) => updateElement(doc, { id: 'text', patch: { x: 150, y: 120 } }) },
        { type: 'gesture-cancel' },
      ],
      ready,
    );
    expect(present(state)).toBe(document);
    expect(selectCanUndo(state)).toBe(false);
    expect(state.history?.gestureBase).toBeNull();
  });

  it('reorders with replace: no entry, and redo survives', () => {
    const two = run([{ type: 'apply', change: (doc) => addElement(doc, { element: makeLine() }) }, { type: 'undo' }], ready);
    const withRedo = run([{ type: 'apply', change: (doc) => addElement(doc, { element: makeLine() }) }], ready);
    const front = run([{ type: 'replace', change: (doc) => bringToFront(doc, { ids: ['text'] }) }], withRedo);
    expect(present(front).elements.map((e) => e.id)).toEqual(['line', 'text']);
    expect(front.history?.past).toHaveLength(1);
    const undone = run([{ type: 'replace', change: (doc) => bringToFront(doc, { ids: ['text'] }) }], two);
    expect(selectCanRedo(undone)).toBe(true);
  });

  it('groups in one undo step, selects the whole group from one member, and deletes all members together', () => {
    const three = makeDocument([makeText(), makeLine(), makeImage()]);
    const start = run([{ type: 'init', document: three }]);
    const grouped = run([{ type: 'apply', change: (doc) => groupElements(doc, { ids: ['text', 'image'], groupId: 'g' }), select: ['text', 'image'] }], start);
    expect(present(grouped).elements.map((e) => `${e.id}:${e.groupId ?? '-'}`)).toEqual(['line:-', 'text:g', 'image:g']);
    expect(grouped.selection).toEqual(['text', 'image']);
    const clicked = run([{ type: 'set-selection', selection: [] }, { type: 'select', id: 'image', isShiftKey: false }], grouped);
    expect(clicked.selection).toEqual(['text', 'image']);
    expect(present(run([{ type: 'undo' }], grouped))).toBe(three);
    const removed = run([{ type: 'apply', change: (doc) => removeElements(doc, { ids: clicked.selection }) }], clicked);
    expect(present(removed).elements.map((e) => e.id)).toEqual(['line']);
  });

  it('keeps groups whole and contiguous whatever a command does', () => {
    const grouped = makeDocument([makeText({ groupId: 'g' }), makeImage({ groupId: 'g' }), makeLine()]);
    const start = run([{ type: 'init', document: grouped }]);
    // A command that knows nothing of groups puts the line between the members...
    const split = run([{ type: 'apply', change: (doc) => ({ ...doc, elements: [doc.elements[0], doc.elements[2], doc.elements[1]].flatMap((e) => (e === undefined ? [] : [e])) }) }], start);
    expect(present(split).elements.map((e) => e.id)).toEqual(['line', 'text', 'image']);
    // ...and removing one of two members leaves no group behind.
    const lone = run([{ type: 'apply', change: (doc) => removeElements(doc, { ids: ['image'] }) }], start);
    expect(present(lone).elements.every((e) => e.groupId === undefined)).toBe(true);
    const apart = run([{ type: 'apply', change: (doc) => ungroupElements(doc, { ids: ['text'] }) }], start);
    expect(present(apart).elements.every((e) => e.groupId === undefined)).toBe(true);
  });
});
