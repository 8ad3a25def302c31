import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameFromPath } from '../../../shared/catalog/template-entry.js';
import { isUnlockActive } from '../../../shared/plans/plan-rules.js';
import type { UnlockedTemplate } from '../../../shared/plans/plan-types.js';
import { AlertDialog } from '../../purchase/alert-dialog';
import { ConfirmDialog } from '../../purchase/confirm-dialog';
import { dashboardApi, serverMessageOf } from './dashboard-api';
import { formatDate } from './dashboard-constants';

interface Entry {
  id: string;
  name: string;
  unlock: UnlockedTemplate;
}

/** A pass out of use is either past its date or, before it, out of downloads ('Download esauriti'). */
function hasExpired(unlock: UnlockedTemplate, now: Date): boolean {
  return new Date(unlock.unlock_expiry_date).getTime() <= now.getTime();
}

/**
 * Active passes listed; expired or used-up ones behind a toggle with their count, each removable
 * (spec part 2 §2, §4). A used-up pass says so and when it would have expired, never 'Scaduto il'
 * a future date.
 */
export function UnlockedTemplatesSection({ unlocked, onChanged }: { unlocked: Readonly<Record<string, UnlockedTemplate>>; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [isShowingExpired, setIsShowingExpired] = useState(false);
  const [toRemove, setToRemove] = useState<Entry | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const now = new Date();
  const entries: Entry[] = Object.entries(unlocked)
    .map(([id, unlock]) => ({ id, name: displayNameFromPath(unlock.original_path), unlock }))
    .sort((a, b) => a.unlock.unlock_expiry_date.localeCompare(b.unlock.unlock_expiry_date));
  const active = entries.filter((entry) => isUnlockActive(entry.unlock, now));
  const expired = entries.filter((entry) => !isUnlockActive(entry.unlock, now));

  const onConfirmRemove = async () => {
    const entry = toRemove;
    setToRemove(null);
    if (entry === null) return;
    try {
      await dashboardApi.deleteUnlockedTemplate(entry.id);
      setAlert(t('dashboard.unlocked.removed'));
      await onChanged();
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.deleteDefaultError'));
    }
  };

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-unlocked">
      <h2 id="dashboard-unlocked" className="dashboard-card__title">
        {t('dashboard.unlocked.title')}
      </h2>
      {active.length === 0 ? (
        <p className="dashboard-card__empty">{t('dashboard.unlocked.empty')}</p>
      ) : (
        <ul className="unlocked-list" aria-label={t('dashboard.unlocked.title')}>
          {active.map((entry) => (
            <li key={entry.id} className="unlocked-item">
              {entry.unlock.preview_path !== '' && <img className="unlocked-item__preview" src={entry.unlock.preview_path} alt="" loading="lazy" />}
              <div>
                <strong>{entry.name}</strong>
                <p className="dashboard-card__muted">
                  {t('dashboard.unlocked.downloadsLeft', { count: entry.unlock.downloads_remaining })} ·{' '}
                  {t('dashboard.unlocked.expiresOn', { date: formatDate(entry.unlock.unlock_expiry_date, i18n.language) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {expired.length > 0 && (
        <>
          <button type="button" className="button button--secondary button--small" aria-expanded={isShowingExpired} aria-controls="dashboard-expired" onClick={() => setIsShowingExpired((shown) => !shown)}>
            {isShowingExpired ? t('dashboard.unlocked.hideExpired', { count: expired.length }) : t('dashboard.unlocked.showExpired', { count: expired.length })}
          </button>
          {isShowingExpired && (
            <ul id="dashboard-expired" className="unlocked-list unlocked-list--expired" aria-label={t('dashboard.unlocked.showExpired', { count: expired.length })}>
              {expired.map((entry) => (
                <li key={entry.id} className="unlocked-item">
                  <div>
                    <strong>{entry.name}</strong>
                    <p className="dashboard-card__muted">
                      {t(hasExpired(entry.unlock, now) ? 'dashboard.unlocked.expiredOn' : 'dashboard.unlocked.usedUp', {
                        date: formatDate(entry.unlock.unlock_expiry_date, i18n.language),
                      })}
                    </p>
                  </div>
                  <button type="button" className="button button--secondary button--small" aria-label={`${t('dashboard.unlocked.remove')} ${entry.name}`} onClick={() => setToRemove(entry)}>
                    {t('dashboard.unlocked.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {toRemove !== null && (
        <ConfirmDialog
          title={t('dashboard.unlocked.removeTitle')}
          message={t('dashboard.unlocked.removeText', { name: toRemove.name })}
          confirmLabel={t('dashboard.unlocked.remove')}
          cancelLabel={t('dashboard.cancel')}
          onConfirm={() => void onConfirmRemove()}
          onCancel={() => setToRemove(null)}
        />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </section>
  );
}
