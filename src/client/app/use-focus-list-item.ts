import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Focus on one child of a list once it is in the DOM (after 'Carica altri': the first new item),
 * without scrolling. The request is kept until a commit puts that child there, so it does not
 * depend on React having rendered the new page before the next animation frame.
 */
export function useFocusListItem(listRef: RefObject<HTMLElement | null>): (index: number) => void {
  const pending = useRef<number | null>(null);
  const tryFocus = useCallback(() => {
    const index = pending.current;
    if (index === null) return;
    const item = listRef.current?.children.item(index);
    if (!(item instanceof HTMLElement)) return;
    pending.current = null;
    item.tabIndex = -1;
    item.focus({ preventScroll: true });
  }, [listRef]);
  // After every commit of the owner: the new items may have just arrived.
  useEffect(tryFocus);
  return useCallback(
    (index: number) => {
      pending.current = index;
      requestAnimationFrame(tryFocus);
    },
    [tryFocus],
  );
}
