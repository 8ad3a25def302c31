import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec: every route change scrolls to the top. Only the path counts: a changed query string (a
 * filter) keeps the place. The first path is not a change: a server-rendered page hydrates when
 * the visitor first touches it, often far down the page, and must stay where they are (a jump to
 * the top under their pointer sent their press to whatever was at the top).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
