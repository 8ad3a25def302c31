import { useEffect } from 'react';
import { useEditorCommands, type EditorCommands } from '../editor-context.js';
import type { CanvasLink } from './canvas-link.js';
import { findKeyCommand } from './run-command.js';

/** Focus is somewhere the keys belong to: a field, or the inline text editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Space means 'pan' only on the page itself or in the canvas area: on a focused button it presses the button. */
function isPanTarget(target: EventTarget | null, link: CanvasLink): boolean {
  const area = link.pan?.area.current ?? null;
  return target === document.body || (target instanceof Node && area?.contains(target) === true);
}

/**
 * The editor's keydown and keyup listeners. Space is held, not pressed: down and up go to the
 * view input, which arms panning (its repeats are taken too, so the page does not scroll). Every
 * other key is looked up in the command table and the command run as any button runs it; the
 * key is taken (preventDefault) only when its command acted, so a key with nothing to act on
 * (nothing selected, no drag, no view) is left to the browser. Keys typed in a field are the field's.
 */
export function createKeyListeners(run: EditorCommands['run'], link: CanvasLink): { onKeyDown: (event: KeyboardEvent) => void; onKeyUp: (event: KeyboardEvent) => void } {
  const onKeyDown = (event: KeyboardEvent) => {
    const isTypingInField = isTypingTarget(event.target);
    if (event.key === ' ') {
      if (isTypingInField || !isPanTarget(event.target, link)) return;
      if (!event.repeat) link.pan?.setSpaceDown(true);
      event.preventDefault();
      return;
    }
    const call = findKeyCommand({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, isTypingInField });
    if (call !== null && run(call.name, call.args)) event.preventDefault();
  };
  // Wherever focus went meanwhile, letting go of space ends the pan mode.
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') link.pan?.setSpaceDown(false);
  };
  return { onKeyDown, onKeyUp };
}

/** The editor's one keyboard listener, on the window (keydown and keyup). */
export function EditorKeys(): null {
  const { run, canvasLink } = useEditorCommands();
  useEffect(() => {
    const { onKeyDown, onKeyUp } = createKeyListeners(run, canvasLink);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [run, canvasLink]);
  return null;
}
