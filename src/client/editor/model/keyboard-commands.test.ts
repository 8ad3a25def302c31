import { describe, expect, it } from 'vitest';
import { mapKeyToAction, type KeyDescription } from './keyboard-commands.js';

function press(key: string, modifiers: Partial<Omit<KeyDescription, 'key'>> = {}) {
  return mapKeyToAction({ key, ctrlKey: false, metaKey: false, shiftKey: false, isTypingInField: false, ...modifiers });
}

describe('mapKeyToAction', () => {
  it('nudges 2 screen px with the arrows, shift or not', () => {
    expect(press('ArrowLeft')).toEqual({ type: 'nudge', dxScreenPx: -2, dyScreenPx: 0 });
    expect(press('ArrowRight')).toEqual({ type: 'nudge', dxScreenPx: 2, dyScreenPx: 0 });
    expect(press('ArrowUp')).toEqual({ type: 'nudge', dxScreenPx: 0, dyScreenPx: -2 });
    expect(press('ArrowDown', { shiftKey: true })).toEqual({ type: 'nudge', dxScreenPx: 0, dyScreenPx: 2 });
  });

  it('rotates 15° with PageUp and PageDown', () => {
    expect(press('PageUp')).toEqual({ type: 'rotate', degrees: 15 });
    expect(press('PageDown')).toEqual({ type: 'rotate', degrees: -15 });
  });

  it('removes with Delete or Backspace', () => {
    expect(press('Delete')).toEqual({ type: 'remove' });
    expect(press('Backspace')).toEqual({ type: 'remove' });
  });

  it('copies, pastes, undoes and redoes with Ctrl or Cmd', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(press('c', modifier)).toEqual({ type: 'copy' });
      expect(press('v', modifier)).toEqual({ type: 'paste' });
      expect(press('z', modifier)).toEqual({ type: 'undo' });
      expect(press('Z', { ...modifier, shiftKey: true })).toEqual({ type: 'redo' });
      expect(press('y', modifier)).toEqual({ type: 'redo' });
    }
    expect(press('C', { ctrlKey: true })).toEqual({ type: 'copy' });
  });

  it('groups with Ctrl/Cmd+G and ungroups with Ctrl/Cmd+Shift+G (the browser sends G with shift)', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(press('g', modifier)).toEqual({ type: 'group' });
      expect(press('G', { ...modifier, shiftKey: true })).toEqual({ type: 'ungroup' });
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
    expect(press('a', { ctrlKey: true })).toBeNull();
  });
});
