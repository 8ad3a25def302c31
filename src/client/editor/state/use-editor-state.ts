import { useMemo, useReducer, useRef } from 'react';
import type { IdGenerator } from '../../../shared/layout/id-generator.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { Clipboard } from '../commands/editor-commands.js';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-reducer.js';

export interface EditorStore {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  createId: IdGenerator;
  /** Ctrl/Cmd+C's copies, for Ctrl/Cmd+V (commands/editor-commands.ts): outside the history. */
  clipboard: Clipboard;
}

/** Browser ids for new elements; the model takes the generator so that it stays pure. */
export const createBrowserId: IdGenerator = () => crypto.randomUUID();

export function useEditorState(createId: IdGenerator = createBrowserId): EditorStore {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const clipboard = useRef<readonly LayoutElement[]>([]);
  return useMemo(() => ({ state, dispatch, createId, clipboard }), [state, createId]);
}
