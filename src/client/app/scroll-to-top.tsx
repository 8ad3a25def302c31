import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec: every route change scrolls to the top. Only the path counts: a changed query string (a filter) keeps the place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
