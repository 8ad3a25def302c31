import { useEffect } from 'react';
import { useEditorCommands } from '../editor-context.js';
import { findKeyCommand } from './run-command.js';

/** Focus is somewhere the keys belong to: a field, or the inline text editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The one window listener for the editor's command keys: the key is looked up in the
 * command table and the command run as any button runs it. A key whose command has nothing to
 * act on (nothing selected) is left to the browser.
 */
export function EditorKeys(): null {
  const { run } = useEditorCommands();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const call = findKeyCommand({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, isTypingInField: isTypingTarget(event.target) });
      if (call !== null && run(call.name, call.args)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run]);
  return null;
}
