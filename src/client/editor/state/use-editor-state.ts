import { useCallback, useMemo, useReducer, useRef } from 'react';
import type { IdGenerator } from '../../../shared/layout/id-generator.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { addElements } from '../model/add-element.js';
import { copyElements } from '../model/copy-elements.js';
import { clonePastedElements } from '../model/paste-elements.js';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-reducer.js';

export interface EditorStore {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  createId: IdGenerator;
  /** Ctrl/Cmd+C: the selection goes on the editor's own clipboard (outside the history). */
  copySelection: () => void;
  /** Ctrl/Cmd+V: adds copies 20 screen px lower right and selects them; the next paste steps on. */
  paste: (scale: number) => void;
}

/** Browser ids for new elements; the model takes the generator so that it stays pure. */
export const createBrowserId: IdGenerator = () => crypto.randomUUID();

export function useEditorState(createId: IdGenerator = createBrowserId): EditorStore {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const clipboard = useRef<readonly LayoutElement[]>([]);

  const copySelection = useCallback(() => {
    const { history, selection } = state;
    if (history === null || selection.length === 0) return;
    clipboard.current = copyElements(history.present, { ids: selection });
  }, [state]);

  const paste = useCallback(
    (scale: number) => {
      if (clipboard.current.length === 0) return;
      // Ids are made here, not in the reducer, which React may call twice.
      const copies = clonePastedElements({ elements: clipboard.current, createId, scale });
      clipboard.current = copies;
      dispatch({ type: 'apply', change: (document) => addElements(document, { elements: copies }), select: copies.map((element) => element.id) });
    },
    [createId],
  );

  return useMemo(() => ({ state, dispatch, createId, copySelection, paste }), [state, createId, copySelection, paste]);
}
