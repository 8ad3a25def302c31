// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCanvasView } from './use-canvas-view.js';

const page = { width: 1200, height: 1800 };
const viewport = { width: 1000, height: 700 };

describe('useCanvasView', () => {
  it('keeps one object across renders until the view changes (the editor context holds it)', () => {
    const { result, rerender } = renderHook(() => useCanvasView(page, viewport));
    const first = result.current;
    expect(first?.isFit).toBe(true);
    rerender();
    expect(result.current).toBe(first);
    act(() => result.current?.zoomIn());
    const zoomed = result.current;
    expect(zoomed).not.toBe(first);
    expect(zoomed?.isFit).toBe(false);
    expect(zoomed?.zoomIn).toBe(first?.zoomIn);
    rerender();
    expect(result.current).toBe(zoomed);
  });

  it('is null until the page and the viewport have a size', () => {
    const { result } = renderHook(() => useCanvasView(page, null));
    expect(result.current).toBeNull();
  });
});
