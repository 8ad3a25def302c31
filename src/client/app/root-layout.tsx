import { Outlet } from 'react-router';
import { CookieBanner } from './cookie-banner.js';
import { ScrollToTop } from './scroll-to-top.js';
import { usePageMeta } from './use-page-meta.js';
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
