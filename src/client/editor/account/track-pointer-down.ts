/** Whether a pointer is held down anywhere in the window: a drag, a resize or a slider is under way. */
export interface PointerDownTracker {
  isDown: () => boolean;
  dispose: () => void;
}

/**
 * Listens on the window, in the capture phase (a handler that stops propagation cannot hide a
 * press or a release). Only the primary button counts: a right click opens a menu, not a
 * gesture. A release that never reaches the page (a native menu or popup took it) is forgotten
 * when that pointer next moves with no button held, or when the window loses focus.
 */
export function trackPointerDown(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): PointerDownTracker {
  const held = new Set<number>();
  const onDown = (event: PointerEvent) => {
    if (event.button === 0) held.add(event.pointerId);
  };
  const onUp = (event: PointerEvent) => held.delete(event.pointerId);
  const onMove = (event: PointerEvent) => {
    if (held.size > 0 && event.buttons === 0) held.delete(event.pointerId);
  };
  const onBlur = () => held.clear();
  const options = { capture: true, passive: true } as const;
  target.addEventListener('pointerdown', onDown, options);
  target.addEventListener('pointerup', onUp, options);
  target.addEventListener('pointercancel', onUp, options);
  target.addEventListener('pointermove', onMove, options);
  target.addEventListener('blur', onBlur);
  return {
    isDown: () => held.size > 0,
    dispose: () => {
      held.clear();
      target.removeEventListener('pointerdown', onDown, options);
      target.removeEventListener('pointerup', onUp, options);
      target.removeEventListener('pointercancel', onUp, options);
      target.removeEventListener('pointermove', onMove, options);
      target.removeEventListener('blur', onBlur);
    },
  };
}
