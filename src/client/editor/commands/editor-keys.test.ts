// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorCommands } from '../editor-context.js';
import { CanvasLink } from './canvas-link.js';
import { createKeyListeners, isTypingTarget } from './editor-keys.js';

describe('isTypingTarget', () => {
  it('is true for fields and editable content only', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});

/**
 * The editor's listeners on the window, with a canvas area holding a button and a field, and a
 * button outside it; `run` says whether the command acted.
 */
function mountKeys(acts = true) {
  const area = document.createElement('div');
  const areaButton = document.createElement('button');
  const field = document.createElement('input');
  const outsideButton = document.createElement('button');
  area.append(areaButton, field);
  document.body.append(area, outsideButton);
  const run = vi.fn<EditorCommands['run']>(() => acts);
  const setSpaceDown = vi.fn<(isDown: boolean) => void>();
  const link = new CanvasLink();
  link.connectPan({ area: { current: area }, setSpaceDown });
  const { onKeyDown, onKeyUp } = createKeyListeners(run, link);
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}, type: 'keydown' | 'keyup' = 'keydown') => {
    const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  cleanups.push(() => {
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('keyup', onKeyUp);
    area.remove();
    outsideButton.remove();
  });
  return { area, areaButton, field, outsideButton, run, setSpaceDown, press };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('the editor keys', () => {
  it('run the command of a key and take the key only when it acted', () => {
    const keys = mountKeys();
    expect(keys.press(document.body, 'Escape')).toBe(true);
    expect(keys.run).toHaveBeenLastCalledWith('escape', undefined);
    expect(keys.press(keys.outsideButton, '=', { ctrlKey: true })).toBe(true);
    expect(keys.run).toHaveBeenLastCalledWith('zoomIn', undefined);
    expect(keys.press(document.body, '0', { metaKey: true })).toBe(true);
    expect(keys.run).toHaveBeenLastCalledWith('zoomToFit', undefined);
  });

  it('leave a key to the browser when its command had nothing to act on', () => {
    const idle = mountKeys(false);
    expect(idle.press(document.body, 'Escape')).toBe(false);
    expect(idle.press(document.body, '-', { ctrlKey: true })).toBe(false);
  });

  it('leave keys typed in a field to the field', () => {
    const keys = mountKeys();
    for (const [key, init] of [['Escape', {}], ['=', { ctrlKey: true }], ['1', { ctrlKey: true }], ['ArrowLeft', {}], [' ', {}]] as const) {
      expect(keys.press(keys.field, key, init)).toBe(false);
    }
    expect(keys.run).not.toHaveBeenCalled();
    expect(keys.setSpaceDown).not.toHaveBeenCalled();
  });

  it('arm panning while space is held on the page or in the canvas area, repeats included', () => {
    const keys = mountKeys();
    expect(keys.press(document.body, ' ')).toBe(true);
    expect(keys.setSpaceDown).toHaveBeenLastCalledWith(true);
    expect(keys.press(document.body, ' ', { repeat: true })).toBe(true);
    expect(keys.setSpaceDown).toHaveBeenCalledTimes(1);
    keys.press(document.body, ' ', {}, 'keyup');
    expect(keys.setSpaceDown).toHaveBeenLastCalledWith(false);
    expect(keys.press(keys.areaButton, ' ')).toBe(true);
    expect(keys.setSpaceDown).toHaveBeenLastCalledWith(true);
    expect(keys.run).not.toHaveBeenCalled();
  });

  it('leave space to a focused button outside the canvas area, and end the pan on any keyup of space', () => {
    const keys = mountKeys();
    expect(keys.press(keys.outsideButton, ' ')).toBe(false);
    expect(keys.setSpaceDown).not.toHaveBeenCalled();
    keys.press(document.body, ' ');
    keys.press(keys.field, ' ', {}, 'keyup');
    expect(keys.setSpaceDown).toHaveBeenLastCalledWith(false);
    expect(keys.run).not.toHaveBeenCalled();
  });
});
