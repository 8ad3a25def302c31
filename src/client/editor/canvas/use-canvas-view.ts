import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Point, Size } from '../../../shared/layout/geometry.js';
import { centreViewClearOfControls, fitViewClearOfControls, panView, stepZoom, zoomAt, zoomByWheel, type ViewTransform } from '../model/view-transform.js';

export interface CanvasView {
  view: ViewTransform;
  /** True while the view follows the viewport (fit): resizing the window refits it. */
  isFit: boolean;
  fit: () => void;
  /** A zoom level about a viewport point (the viewport's centre when none is given). */
  zoomTo: (scale: number, anchor?: Point) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  zoomWheel: (deltaY: number, anchor: Point) => void;
  pan: (delta: Point) => void;
}

/**
 * Zoom and pan of the editor's stage: 'fit' until the operator zooms or pans, then a view of
 * their own. Null until both the page and the viewport have a size. The same object until the
 * view changes (it is part of the editor's context value, which every useEditor() reader follows).
 */
export function useCanvasView(page: Size | null, viewport: Size | null): CanvasView | null {
  const [custom, setCustom] = useState<ViewTransform | null>(null);
  const view = useMemo(() => (page === null || viewport === null ? null : (custom ?? fitViewClearOfControls(page, viewport))), [page, viewport, custom]);
  const latest = useRef({ view, page, viewport });
  useEffect(() => {
    latest.current = { view, page, viewport };
  });

  const change = useCallback((update: (view: ViewTransform, page: Size, viewport: Size) => ViewTransform) => {
    const { view: current, page: currentPage, viewport: currentViewport } = latest.current;
    if (current === null || currentPage === null || currentViewport === null) return;
    setCustom(update(current, currentPage, currentViewport));
  }, []);

  const actions = useMemo(() => {
    const centreOf = (viewport: Size): Point => ({ x: viewport.width / 2, y: viewport.height / 2 });
    // A zoom that shows the whole page again is centred: half-off-screen pages look lost.
    const zoomKeepingPage = (view: ViewTransform, page: Size, viewport: Size, next: ViewTransform) =>
      page.width * next.scale <= viewport.width && page.height * next.scale <= viewport.height ? centreViewClearOfControls(page, viewport, next.scale) : next;
    return {
      fit: () => setCustom(null),
      zoomTo: (scale: number, anchor?: Point) => change((view, page, viewport) => zoomKeepingPage(view, page, viewport, zoomAt(view, scale, anchor ?? centreOf(viewport)))),
      zoomIn: () => change((view, page, viewport) => zoomKeepingPage(view, page, viewport, zoomAt(view, stepZoom(view.scale, 1), centreOf(viewport)))),
      zoomOut: () => change((view, page, viewport) => zoomKeepingPage(view, page, viewport, zoomAt(view, stepZoom(view.scale, -1), centreOf(viewport)))),
      zoomWheel: (deltaY: number, anchor: Point) => change((view) => zoomByWheel(view, deltaY, anchor)),
      pan: (delta: Point) => change((view, page, viewport) => panView(view, delta, page, viewport)),
    };
  }, [change]);

  const isFit = custom === null;
  return useMemo(() => (view === null ? null : { view, isFit, ...actions }), [view, isFit, actions]);
}
