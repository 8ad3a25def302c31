// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../../shared/layout/id-generator.js';
import { makeDocument, makeLine, makeText } from '../model/test-fixtures.js';
import { isTypingTarget } from './use-editor-keyboard.js';
import { useEditorState } from './use-editor-state.js';

describe('useEditorState', () => {
  it('pastes copies 20 screen px lower right, selects them and steps on with the next paste', () => {
    const createId = createSequentialIds('copy');
    const { result } = renderHook(() => useEditorState(createId));
    act(() => result.current.dispatch({ type: 'init', document: makeDocument([makeText(), makeLine()]) }));
    act(() => result.current.dispatch({ type: 'set-selection', selection: ['line'] }));
    act(() => result.current.copySelection());
    act(() => result.current.paste(0.5));
    expect(result.current.state.selection).toEqual(['copy-1']);
    expect(result.current.state.history?.present.elements.at(-1)).toMatchObject({ id: 'copy-1', type: 'line', x: 140, y: 140 });
    act(() => result.current.paste(0.5));
    expect(result.current.state.history?.present.elements.at(-1)).toMatchObject({ id: 'copy-2', x: 180, y: 180 });
    act(() => result.current.dispatch({ type: 'undo' }));
    expect(result.current.state.history?.present.elements).toHaveLength(3);
  });

  it('pastes nothing before anything was copied', () => {
    const { result } = renderHook(() => useEditorState(createSequentialIds('copy')));
    act(() => result.current.dispatch({ type: 'init', document: makeDocument([makeText()]) }));
    act(() => result.current.paste(1));
    expect(result.current.state.history?.past).toHaveLength(0);
  });
});

describe('isTypingTarget', () => {
  it('is true for fields and editable content only', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});
