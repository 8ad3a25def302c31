import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/use-session.js';
import { buildLoginUrl } from '../../app/auth-urls.js';

/**
 * Sign-up for visitors (login with the sign-up hint, back to /dashboard), the dashboard for
 * operators. While /api/me loads, an invisible stand-in holds the button's place, so the row does
 * not reflow when the answer comes.
 */
export function AccountAction({ className, signUpLabel }: { className: string; signUpLabel: string }) {
  const { t } = useTranslation();
  const { status, isLoggedIn } = useSession();
  if (status === 'loading') {
    return (
      <span className={`${className} account-action--pending`} aria-hidden="true">
        {signUpLabel}
      </span>
    );
  }
  if (isLoggedIn) {
    return (
      <Link to="/dashboard" className={className}>
        {t('landing.goToDashboard')}
      </Link>
    );
  }
  return (
    <a href={buildLoginUrl('/dashboard', { isSignup: true })} className={className}>
      {signUpLabel}
    </a>
  );
}
