import { describe, expect, it, vi } from 'vitest';
import { estimateTextSize } from '../../../shared/layout/estimate-text-size.js';
import { createSequentialIds } from '../../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { findElement, makeDocument, makeImage, makeLine, makeText } from '../model/test-fixtures.js';
import { editorReducer, initialEditorState, type EditorState } from '../state/editor-reducer.js';
import type { CanvasControl, ViewControl } from './canvas-link.js';
import { editorCommands, type Clipboard, type CommandArgs, type CommandName, type HistoryPolicy } from './editor-commands.js';
import type { KeyDescription } from './key-chord.js';
import { canRunCommand, findKeyCommand, runCommand } from './run-command.js';

function press(key: string, modifiers: Partial<Omit<KeyDescription, 'key'>> = {}) {
  return findKeyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, isTypingInField: false, ...modifiers });
}

/** An editor on one document, with a view and a canvas when given: commands run as the keyboard and the buttons run them. */
function openEditor(document: LayoutDocument, selection: readonly string[] = [], shown: { view?: ViewControl; canvas?: CanvasControl } = {}) {
  let state: EditorState = editorReducer(editorReducer(initialEditorState, { type: 'init', document }), { type: 'set-selection', selection });
  const clipboard: Clipboard = { current: [] };
  const createId = createSequentialIds('new');
  const context = (viewScale: number) => ({
    document: present(),
    selection: state.selection,
    createId,
    viewScale,
    clipboard,
    measureText: estimateTextSize,
    view: shown.view ?? null,
    canvas: shown.canvas ?? null,
  });
  const present = () => {
    if (state.history === null) throw new Error('no document');
    return state.history.present;
  };
  return {
    run: <N extends CommandName>(name: N, args: CommandArgs[N], viewScale = 1) =>
      runCommand({ name, args }, context(viewScale), (action) => {
        state = editorReducer(state, action);
      }),
    canRun: (name: CommandName) => canRunCommand(name, context(1)),
    present,
    state: () => state,
    undoCount: () => state.history?.past.length ?? 0,
  };
}

describe('the command table', () => {
  it('gives each command its history policy', () => {
    const policies: Record<CommandName, HistoryPolicy> = {
      undo: 'undo',
      redo: 'redo',
      copy: 'none',
      paste: 'one-step',
      nudge: 'one-step',
      rotate: 'one-step',
      remove: 'one-step',
      group: 'one-step',
      ungroup: 'one-step',
      bringToFront: 'no-entry',
      sendToBack: 'no-entry',
      centre: 'one-step',
      align: 'one-step',
      distribute: 'one-step',
      moveLayer: 'one-step',
      setLayerFlags: 'one-step',
      renameLayer: 'one-step',
      zoomIn: 'none',
      zoomOut: 'none',
      zoomToFit: 'none',
      zoomToActual: 'none',
      escape: 'none',
    };
    for (const [name, policy] of Object.entries(policies)) expect([name, editorCommands[name as CommandName].history]).toEqual([name, policy]);
  });

  it('nudges 2 screen px with the arrows, shift or not', () => {
    expect(press('ArrowLeft')).toEqual({ name: 'nudge', args: { dxScreenPx: -2, dyScreenPx: 0 } });
    expect(press('ArrowRight')).toEqual({ name: 'nudge', args: { dxScreenPx: 2, dyScreenPx: 0 } });
    expect(press('ArrowUp')).toEqual({ name: 'nudge', args: { dxScreenPx: 0, dyScreenPx: -2 } });
    expect(press('ArrowDown', { shiftKey: true })).toEqual({ name: 'nudge', args: { dxScreenPx: 0, dyScreenPx: 2 } });
  });

  it('rotates 15° with PageUp and PageDown', () => {
    expect(press('PageUp')).toEqual({ name: 'rotate', args: { degrees: 15 } });
    expect(press('PageDown')).toEqual({ name: 'rotate', args: { degrees: -15 } });
  });

  it('removes with Delete or Backspace', () => {
    expect(press('Delete')?.name).toBe('remove');
    expect(press('Backspace')?.name).toBe('remove');
  });

  it('copies, pastes, undoes and redoes with Ctrl or Cmd', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(press('c', modifier)?.name).toBe('copy');
      expect(press('v', modifier)?.name).toBe('paste');
      expect(press('z', modifier)?.name).toBe('undo');
      expect(press('Z', { ...modifier, shiftKey: true })?.name).toBe('redo');
      expect(press('y', modifier)?.name).toBe('redo');
      expect(press('Y', { ...modifier, shiftKey: true })?.name).toBe('redo');
    }
    expect(press('C', { ctrlKey: true })?.name).toBe('copy');
  });

  it('groups with Ctrl/Cmd+G and ungroups with Ctrl/Cmd+Shift+G (the browser sends G with shift)', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(press('g', modifier)?.name).toBe('group');
      expect(press('G', { ...modifier, shiftKey: true })?.name).toBe('ungroup');
    }
    expect(press('g')).toBeNull();
    expect(press('g', { ctrlKey: true, isTypingInField: true })).toBeNull();
  });

  it('does nothing while typing in a field', () => {
    for (const key of ['ArrowLeft', 'PageUp', 'Delete', 'Backspace']) expect(press(key, { isTypingInField: true })).toBeNull();
    expect(press('z', { ctrlKey: true, isTypingInField: true })).toBeNull();
    expect(press('v', { metaKey: true, isTypingInField: true })).toBeNull();
  });

  it('leaves other keys and combinations to the browser', () => {
    expect(press('a')).toBeNull();
    expect(press('c')).toBeNull();
    expect(press('ArrowLeft', { ctrlKey: true })).toBeNull();
    expect(press('Delete', { metaKey: true })).toBeNull();
    expect(press('V', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('C', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('a', { ctrlKey: true })).toBeNull();
  });

  it('zooms in, out, to fit and to 100 % with Ctrl or Cmd, shift or not, never with Alt', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(press('+', { ...modifier, shiftKey: true })?.name).toBe('zoomIn');
      expect(press('=', modifier)?.name).toBe('zoomIn');
      expect(press('-', modifier)?.name).toBe('zoomOut');
      expect(press('0', modifier)?.name).toBe('zoomToFit');
      expect(press('1', modifier)?.name).toBe('zoomToActual');
    }
    for (const key of ['+', '=', '-', '0', '1']) {
      expect(press(key)).toBeNull();
      expect(press(key, { ctrlKey: true, altKey: true })).toBeNull();
      expect(press(key, { ctrlKey: true, isTypingInField: true })).toBeNull();
    }
  });

  it('takes Escape with any modifier, but not while typing', () => {
    expect(press('Escape')?.name).toBe('escape');
    expect(press('Escape', { ctrlKey: true, shiftKey: true, altKey: true })?.name).toBe('escape');
    expect(press('Escape', { isTypingInField: true })).toBeNull();
  });

  it('keeps Alt out of the other keys, as before', () => {
    expect(press('z', { ctrlKey: true, altKey: true })?.name).toBe('undo');
    expect(press('ArrowLeft', { altKey: true })?.name).toBe('nudge');
  });

  it('binds no key twice', () => {
    const chords = Object.values(editorCommands).flatMap((command) => command.keys.map(({ chord }) => JSON.stringify(chord)));
    expect(new Set(chords).size).toBe(chords.length);
  });
});

describe('running commands', () => {
  it('makes each nudge one undo step, measured in screen px', () => {
    const editor = openEditor(makeDocument([makeText(), makeLine()]), ['text']);
    expect(editor.run('nudge', { dxScreenPx: 2, dyScreenPx: 0 }, 0.5)).toBe(true);
    expect(editor.run('nudge', { dxScreenPx: 2, dyScreenPx: 0 }, 0.5)).toBe(true);
    expect(findElement(editor.present(), 'text').x).toBe(108);
    expect(editor.undoCount()).toBe(2);
  });

  it('leaves a key to the browser when its command needs a selection and there is none', () => {
    const editor = openEditor(makeDocument([makeText()]));
    for (const name of ['remove', 'copy', 'group', 'ungroup'] as const) expect(editor.run(name, undefined)).toBe(false);
    expect(editor.run('nudge', { dxScreenPx: 2, dyScreenPx: 0 })).toBe(false);
    expect(editor.run('undo', undefined)).toBe(true);
    expect(editor.run('paste', undefined)).toBe(true);
    expect(editor.undoCount()).toBe(0);
  });

  it('groups in one undo step with the group selected, and takes the key with nothing to group', () => {
    const editor = openEditor(makeDocument([makeText(), makeLine(), makeImage()]), ['text', 'image']);
    expect(editor.canRun('group')).toBe(true);
    expect(editor.canRun('ungroup')).toBe(false);
    editor.run('group', undefined);
    expect(editor.present().elements.map((e) => `${e.id}:${e.groupId ?? '-'}`)).toEqual(['line:-', 'text:new-1', 'image:new-1']);
    expect(editor.state().selection).toEqual(['text', 'image']);
    expect(editor.undoCount()).toBe(1);
    expect(editor.canRun('ungroup')).toBe(true);
    editor.run('ungroup', undefined);
    expect(editor.present().elements.every((e) => e.groupId === undefined)).toBe(true);
    const alone = openEditor(makeDocument([makeText(), makeLine()]), ['text']);
    expect(alone.canRun('group')).toBe(false);
    expect(alone.run('group', undefined)).toBe(true);
    expect(alone.undoCount()).toBe(0);
  });

  it('layers with no undo step, keeping redo', () => {
    const editor = openEditor(makeDocument([makeText(), makeLine()]), ['line']);
    editor.run('nudge', { dxScreenPx: 2, dyScreenPx: 0 });
    editor.run('undo', undefined);
    editor.run('sendToBack', undefined);
    expect(editor.present().elements.map((e) => e.id)).toEqual(['line', 'text']);
    expect(editor.state().history?.future).toHaveLength(1);
    editor.run('bringToFront', undefined);
    expect(editor.undoCount()).toBe(0);
  });

  it('pastes copies 20 screen px lower right, selects them and steps on with the next paste', () => {
    const editor = openEditor(makeDocument([makeText(), makeLine()]), ['line']);
    editor.run('copy', undefined);
    expect(editor.undoCount()).toBe(0);
    editor.run('paste', undefined, 0.5);
    expect(editor.state().selection).toEqual(['new-1']);
    expect(editor.present().elements.at(-1)).toMatchObject({ id: 'new-1', type: 'line', x: 140, y: 140 });
    editor.run('paste', undefined, 0.5);
    expect(editor.present().elements.at(-1)).toMatchObject({ id: 'new-2', x: 180, y: 180 });
    editor.run('undo', undefined);
    expect(editor.present().elements).toHaveLength(3);
  });
});

/** A canvas with a drag in progress or not; abandoning ends it. */
function makeCanvas(isDragging: boolean) {
  let dragging = isDragging;
  const abandonDrag = vi.fn(() => {
    const was = dragging;
    dragging = false;
    return was;
  });
  return { isDragging: () => dragging, abandonDrag };
}

function makeView() {
  return { zoomIn: vi.fn(), zoomOut: vi.fn(), fit: vi.fn(), zoomTo: vi.fn() };
}

describe('view commands and Escape', () => {
  it("zoom the view, with no undo step; with no view yet the keys are the browser's", () => {
    const view = makeView();
    const editor = openEditor(makeDocument([makeText()]), ['text'], { view });
    expect(editor.run('zoomIn', undefined)).toBe(true);
    expect(editor.run('zoomOut', undefined)).toBe(true);
    expect(editor.run('zoomToFit', undefined)).toBe(true);
    expect(editor.run('zoomToActual', undefined)).toBe(true);
    expect([view.zoomIn.mock.calls.length, view.zoomOut.mock.calls.length, view.fit.mock.calls.length]).toEqual([1, 1, 1]);
    expect(view.zoomTo).toHaveBeenCalledWith(1);
    expect(editor.undoCount()).toBe(0);
    expect(editor.state().selection).toEqual(['text']);
    const unmeasured = openEditor(makeDocument([makeText()]));
    for (const name of ['zoomIn', 'zoomOut', 'zoomToFit', 'zoomToActual'] as const) expect(unmeasured.run(name, undefined)).toBe(false);
  });

  it('Escape abandons a drag and keeps the selection', () => {
    const canvas = makeCanvas(true);
    const editor = openEditor(makeDocument([makeText()]), ['text'], { canvas });
    expect(editor.run('escape', undefined)).toBe(true);
    expect(canvas.abandonDrag).toHaveBeenCalledOnce();
    expect(editor.state().selection).toEqual(['text']);
    expect(editor.undoCount()).toBe(0);
  });

  it('Escape without a drag clears the selection, with no undo step', () => {
    const editor = openEditor(makeDocument([makeText(), makeLine()]), ['text', 'line'], { canvas: makeCanvas(false) });
    expect(editor.run('escape', undefined)).toBe(true);
    expect(editor.state().selection).toEqual([]);
    expect(editor.undoCount()).toBe(0);
  });

  it('leaves Escape to the browser with nothing to drop, or with no canvas shown', () => {
    const canvas = makeCanvas(false);
    expect(openEditor(makeDocument([makeText()]), [], { canvas }).run('escape', undefined)).toBe(false);
    expect(canvas.abandonDrag).not.toHaveBeenCalled();
    const hidden = openEditor(makeDocument([makeText()]), ['text']);
    expect(hidden.run('escape', undefined)).toBe(false);
    expect(hidden.state().selection).toEqual(['text']);
  });
});
