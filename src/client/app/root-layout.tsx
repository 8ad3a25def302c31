import { Outlet } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { ScrollToTop } from './scroll-to-top';
import { usePageMeta } from './use-page-meta';
import './root-layout.css';

/** What every page has, framed or bare: scroll reset and the cookie banner. */
export function RootLayout() {
  usePageMeta();
  return (
    <div className="root-layout">
      <ScrollToTop />
      <Outlet />
      <CookieBanner />
    </div>
  );
}
