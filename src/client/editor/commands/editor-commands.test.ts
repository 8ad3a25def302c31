import { describe, expect, it } from 'vitest';
import { estimateTextSize } from '../../../shared/layout/estimate-text-size.js';
import { createSequentialIds } from '../../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { findElement, makeDocument, makeImage, makeLine, makeText } from '../model/test-fixtures.js';
import { editorReducer, initialEditorState, type EditorState } from '../state/editor-reducer.js';
import { editorCommands, type Clipboard, type CommandArgs, type CommandName, type HistoryPolicy } from './editor-commands.js';
import type { KeyDescription } from './key-chord.js';
import { canRunCommand, findKeyCommand, runCommand } from './run-command.js';

function press(key: string, modifiers: Partial<Omit<KeyDescription, 'key'>> = {}) {
  return findKeyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, isTypingInField: false, ...modifiers });
}

/** An editor on one document: commands run as the keyboard and the buttons run them. */
function openEditor(document: LayoutDocument, selection: readonly string[] = []) {
  let state: EditorState = editorReducer(editorReducer(initialEditorState, { type: 'init', document }), { type: 'set-selection', selection });
  const clipboard: Clipboard = { current: [] };
  const createId = createSequentialIds('new');
  const context = (viewScale: number) => ({ document: present(), selection: state.selection, createId, viewScale, clipboard, measureText: estimateTextSize });
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
    expect(press('Escape')).toBeNull();
    expect(press('ArrowLeft', { ctrlKey: true })).toBeNull();
    expect(press('Delete', { metaKey: true })).toBeNull();
    expect(press('V', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('C', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('a', { ctrlKey: true })).toBeNull();
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
