import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HydrationSignal } from './hydration-signal.js';
import { LoadingIndicator } from './loading-indicator.js';
import { SiteFooter } from './site-footer.js';
import { TopBar } from './top-bar.js';
import './page-frame.css';

const mainId = 'main-content';

/** The shared frame: top bar, the page, footer. Pages load lazily inside it, so the bar stays put. */
export function PageFrame() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${mainId}`}>
        {t('common.skipToContent')}
      </a>
      <TopBar />
      <main id={mainId} className="page-frame__main" tabIndex={-1}>
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
          <HydrationSignal />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
