import { useEffect, useRef, useState } from 'react';
import type { CanvasLink } from '../commands/canvas-link.js';
import type { CanvasView } from './use-canvas-view.js';

/**
 * The pointer side of zoom and pan, on the stage's box: Ctrl/Cmd + wheel (and a trackpad pinch,
 * which browsers send as one) zooms about the pointer, a plain wheel scrolls the view, space +
 * drag or the middle button pans. Space held comes through the link from the editor's key
 * listener, and the zoom keys are commands (commands/editor-commands.ts). A pan gesture is taken
 * in the capture phase, so Konva never starts a drag under it. Returns whether space is held
 * (the box shows a grab cursor).
 */
export function useViewInput(box: React.RefObject<HTMLElement | null>, canvasView: CanvasView | null, link: CanvasLink): { isPanReady: boolean; isPanning: boolean } {
  const latest = useRef(canvasView);
  useEffect(() => {
    latest.current = canvasView;
  });
  const [isSpaceDown, setIsSpaceDown] = useState(false);
  const [isPanning, setIsPanning] = useState(false);
  const spaceDown = useRef(false);

  // Space comes from the editor's one key listener (EditorKeys), which keeps the focus rules.
  useEffect(
    () =>
      link.connectPan({
        area: box,
        setSpaceDown: (isDown) => {
          spaceDown.current = isDown;
          setIsSpaceDown(isDown);
        },
      }),
    [box, link],
  );

  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const pointOf = (event: MouseEvent) => {
      const rect = element.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    // Only over the stage: the panels floating over the canvas (layers, zoom) scroll and click as usual.
    const isOnStage = (event: Event) => event.target instanceof Element && event.target.closest('.editor-canvas__stage') !== null;
    const onWheel = (event: WheelEvent) => {
      const view = latest.current;
      if (view === null || !isOnStage(event)) return;
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : 1;
      if (event.ctrlKey || event.metaKey) view.zoomWheel(event.deltaY * unit, pointOf(event));
      else if (event.shiftKey) view.pan({ x: -event.deltaY * unit, y: 0 });
      else view.pan({ x: -event.deltaX * unit, y: -event.deltaY * unit });
    };
    let last: { x: number; y: number } | null = null;
    const onMove = (event: PointerEvent) => {
      if (last === null) return;
      latest.current?.pan({ x: event.clientX - last.x, y: event.clientY - last.y });
      last = { x: event.clientX, y: event.clientY };
    };
    const onUp = () => {
      last = null;
      setIsPanning(false);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    const isPanStart = (event: MouseEvent) => isOnStage(event) && (event.button === 1 || (event.button === 0 && spaceDown.current));
    const onPointerDown = (event: PointerEvent) => {
      if (!isPanStart(event)) return;
      event.stopPropagation();
      event.preventDefault();
      last = { x: event.clientX, y: event.clientY };
      setIsPanning(true);
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
    };
    // Konva also listens to mousedown; the middle button's mousedown would start the browser's autoscroll.
    const onMouseDown = (event: MouseEvent) => {
      if (!isPanStart(event)) return;
      event.stopPropagation();
      event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onPointerDown, { capture: true });
    element.addEventListener('mousedown', onMouseDown, { capture: true });
    return () => {
      onUp();
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onPointerDown, { capture: true });
      element.removeEventListener('mousedown', onMouseDown, { capture: true });
    };
  }, [box]);

  return { isPanReady: isSpaceDown, isPanning };
}
