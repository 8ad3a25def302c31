import { useEffect, useRef } from 'react';
import { toTemplatePx } from '../../../shared/layout/display-scale.js';
import { mapKeyToAction } from '../model/keyboard-commands.js';
import { moveElements } from '../model/move-elements.js';
import { removeElements } from '../model/remove-elements.js';
import { rotateSelection } from '../model/rotation.js';
import { measureTextWithKonva } from '../canvas/measure-text.js';
import { createGroupAction, createUngroupAction } from './group-actions.js';
import type { EditorStore } from './use-editor-state.js';

/** Focus is somewhere the keys belong to: a field, or the inline text editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The editor's shortcuts on window keydown (spec §9), through the model's key map. */
export function useEditorKeyboard(store: EditorStore, scale: number): void {
  const latest = useRef({ store, scale });
  useEffect(() => {
    latest.current = { store, scale };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = mapKeyToAction({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        isTypingInField: isTypingTarget(event.target),
      });
      if (action === null) return;
      const { store: current, scale: currentScale } = latest.current;
      const ids = current.state.selection;
      switch (action.type) {
        case 'undo':
        case 'redo':
          current.dispatch({ type: action.type });
          break;
        case 'copy':
          // Leave the browser's own copy alone when nothing in the layout is selected.
          if (ids.length === 0) return;
          current.copySelection();
          break;
        case 'paste':
          current.paste(currentScale);
          break;
        case 'nudge': {
          if (ids.length === 0) return;
          const dx = toTemplatePx(action.dxScreenPx, currentScale);
          const dy = toTemplatePx(action.dyScreenPx, currentScale);
          current.dispatch({ type: 'apply', change: (document) => moveElements(document, { ids, dx, dy }) });
          break;
        }
        case 'rotate':
          if (ids.length === 0) return;
          current.dispatch({ type: 'apply', change: (document) => rotateSelection(document, { ids, degrees: action.degrees, measureText: measureTextWithKonva }) });
          break;
        case 'group':
        case 'ungroup': {
          // Ctrl+G is also the browser's 'find next': left to it when nothing is selected.
          const document = current.state.history?.present;
          if (document === undefined || ids.length === 0) return;
          const grouping = action.type === 'group' ? createGroupAction(document, ids, current.createId) : createUngroupAction(document, ids);
          if (grouping !== null) current.dispatch(grouping);
          break;
        }
        case 'remove':
          if (ids.length === 0) return;
          current.dispatch({ type: 'apply', change: (document) => removeElements(document, { ids }) });
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
