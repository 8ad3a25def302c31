import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '../../../shared/api/account.js';
import { logoutPath } from '../../app/auth-urls.js';
import { formatDate } from '../dashboard/dashboard-constants.js';
import { accountApi, describeAccountError } from './account-api.js';
import { describeUserAgent } from './describe-user-agent.js';

/** The top bar's logout form, sent from here. */
function logOut(): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = logoutPath;
  document.body.append(form);
  form.submit();
}

/** The account's open sessions; any of them can be ended (this one too: that is a logout). */
export function SessionsSection({ sessions, onChanged }: { sessions: AccountSession[]; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onEnd = async (session: AccountSession) => {
    setEndingId(session.id);
    setError(null);
    // This browser's own session ends as the top bar's logout does, with the provider's too.
    if (session.isCurrent) {
      logOut();
      return;
    }
    try {
      await accountApi.endSession(session.id);
      await onChanged();
    } catch (failure) {
      setError(t('account.sessions.endError', { message: describeAccountError(failure, i18n.language, t('account.defaultError')) }));
    } finally {
      setEndingId(null);
    }
  };

  const deviceOf = (session: AccountSession) => {
    const device = describeUserAgent(session.userAgent);
    return device === undefined ? t('account.sessions.unknownDevice') : t('account.sessions.deviceOn', { browser: device.browser, system: device.system });
  };

  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="account-sessions">
      <h2 id="account-sessions" className="dashboard-card__title">
        {t('account.sessions.title')}
      </h2>
      <p className="dashboard-card__muted">{t('account.sessions.lead')}</p>
      <ul className="account-sessions" aria-label={t('account.sessions.listLabel')}>
        {sessions.map((session) => (
          <li key={session.id} className="account-session">
            <div>
              <strong>{deviceOf(session)}</strong>
              {session.isCurrent && <span className="account-badge account-badge--ok">{t('account.sessions.current')}</span>}
              <div className="dashboard-card__muted">{t('account.sessions.since', { date: formatDate(session.createdAt, i18n.language) })}</div>
            </div>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={endingId !== null}
              aria-busy={endingId === session.id}
              aria-label={`${t('account.sessions.end')}: ${deviceOf(session)}`}
              onClick={() => void onEnd(session)}
            >
              {endingId === session.id ? t('account.sessions.ending') : t('account.sessions.end')}
            </button>
          </li>
        ))}
      </ul>
      {error !== null && (
        <p role="alert" className="dashboard-card__error">
          {error}
        </p>
      )}
    </section>
  );
}
