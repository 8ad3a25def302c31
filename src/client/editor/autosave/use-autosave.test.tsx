// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { makeDocument, makeLine, makeText } from '../model/test-fixtures.js';
import { autosaveDelayMs, useAutosave } from './use-autosave.js';

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const first = makeDocument([makeText()]);
  const second = makeDocument([makeText(), makeLine()]);
  const third = makeDocument([makeLine()]);

  function setup() {
    const save = vi.fn((_document: LayoutDocument) => Promise.resolve());
    const hook = renderHook(({ document }: { document: LayoutDocument | null }) => useAutosave(document, save), { initialProps: { document: null as LayoutDocument | null } });
    return { save, hook };
  }

  it('does not save the document the editor starts with', () => {
    const { save, hook } = setup();
    hook.rerender({ document: first });
    vi.advanceTimersByTime(autosaveDelayMs * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the latest change once, after the delay', () => {
    const { save, hook } = setup();
    hook.rerender({ document: first });
    hook.rerender({ document: second });
    hook.rerender({ document: third });
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(third);
  });

  it('flushes a pending save on pagehide and on unmount', () => {
    const { save, hook } = setup();
    hook.rerender({ document: first });
    hook.rerender({ document: second });
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledWith(second);
    hook.rerender({ document: third });
    hook.unmount();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(third);
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
