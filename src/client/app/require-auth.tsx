import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../api/use-session.js';
import { buildLoginUrl } from './auth-urls.js';
import { LoadingIndicator } from './loading-indicator.js';

/** Layout route for login-only pages: a visitor goes to login and comes back to the page they asked for. */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status, isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const mustLogIn = status !== 'loading' && !isLoggedIn;

  useEffect(() => {
    if (mustLogIn) window.location.assign(buildLoginUrl(pathname + search));
  }, [mustLogIn, pathname, search]);

  if (status === 'loading') return <LoadingIndicator />;
  if (mustLogIn) return <LoadingIndicator label={t('auth.redirecting')} />;
  return <Outlet />;
}
