import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../api/use-session.js';
import { buildLoginUrl, logoutPath } from './auth-urls.js';
import { useNewRequestsCount } from './new-requests-count.js';
import './new-requests-badge.css';

/** The links of the top bar, which depend on who is looking. */
export function TopBarLinks() {
  const { t } = useTranslation();
  const { status, isLoggedIn, me } = useSession();
  const newRequests = useNewRequestsCount(isLoggedIn);

  const customLayoutLink = (
    <li>
      <NavLink to="/layout-personalizzato" className="top-bar__link">
        {t('topBar.customLayout')}
      </NavLink>
    </li>
  );

  // Until /api/me answers we do not know which variant applies: show no auth controls at all
  // rather than flash the visitor's.
  if (status === 'loading') return <ul className="top-bar__links">{customLayoutLink}</ul>;

  if (!isLoggedIn) {
    return (
      <ul className="top-bar__links">
        {customLayoutLink}
        <li>
          {/* A full page load: /auth/login is the server's, not a client route. */}
          <a className="button button--primary button--small" href={buildLoginUrl('/dashboard')}>
            {t('topBar.login')}
          </a>
        </li>
      </ul>
    );
  }

  return (
    <ul className="top-bar__links">
      <li>
        <NavLink to="/choose-theme" className="top-bar__link">
          {t('topBar.createLayout')}
        </NavLink>
      </li>
      {customLayoutLink}
      <li>
        {me.plan.type !== 'Gratuito' ? (
          <span className="premium-badge">{t('topBar.premium')}</span>
        ) : (
          <NavLink to="/abbonamenti" className="top-bar__link">
            {t('topBar.plans')}
          </NavLink>
        )}
      </li>
      <li>
        <NavLink to="/dashboard" className="top-bar__link">
          {t('topBar.dashboard')}
          {newRequests !== null && newRequests > 0 && (
            <span className="top-bar__badge" data-testid="new-requests-badge">
              <span aria-hidden="true">{newRequests > 99 ? '99+' : newRequests}</span>
              <span className="visually-hidden">{t('topBar.newRequests', { count: newRequests })}</span>
            </span>
          )}
        </NavLink>
      </li>
      <li>
        {/* A real form: the server ends both sessions and redirects to the site origin. */}
        <form method="post" action={logoutPath} className="top-bar__logout">
          <button type="submit" className="button button--secondary button--small">
            {t('topBar.logout')}
          </button>
        </form>
      </li>
    </ul>
  );
}
