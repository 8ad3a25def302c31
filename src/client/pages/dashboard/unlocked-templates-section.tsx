import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnlockedTemplateItem, UnlockState } from '../../../shared/api/unlocked-templates.js';
import { displayNameFromPath } from '../../../shared/catalog/template-entry.js';
import type { UnlockedTemplate } from '../../../shared/plans/plan-types.js';
import { type PagedList, usePagedList } from '../../api/use-paged-list.js';
import { useFocusListItem } from '../../app/use-focus-list-item.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { dashboardApi, serverMessageOf } from './dashboard-api.js';
import { formatDate } from './dashboard-constants.js';

/** What changes in the passes /api/me knows: a purchase or a download reloads the lists. */
function describePasses(unlocked: Readonly<Record<string, UnlockedTemplate>>): string {
  return Object.entries(unlocked)
    .map(([id, unlock]) => `${id}:${unlock.downloads_remaining}:${unlock.unlock_expiry_date}`)
    .sort()
    .join('|');
}

/** A pass out of use is either past its date or, before it, out of downloads ('Download esauriti'): never 'Scaduto il' a future date. */
function hasExpired(expiryDate: string): boolean {
  return new Date(expiryDate).getTime() <= Date.now();
}

function usePasses(state: UnlockState, key: string): PagedList<UnlockedTemplateItem> {
  const fetchPage = useCallback(async (cursor: string | undefined) => dashboardApi.listUnlocked(state, cursor), [state]);
  return usePagedList(key, fetchPage);
}

/**
 * Active passes listed, expiring soonest first; expired ones behind a toggle with their count,
 * each removable (spec part 2 §2, §4). Both are paged: a page, then 'Carica altri'.
 */
export function UnlockedTemplatesSection({ unlocked, onChanged }: { unlocked: Readonly<Record<string, UnlockedTemplate>>; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const key = describePasses(unlocked);
  const active = usePasses('active', key);
  const expired = usePasses('expired', key);
  const [isShowingExpired, setIsShowingExpired] = useState(false);
  const [toRemove, setToRemove] = useState<UnlockedTemplateItem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const activeRef = useRef<HTMLUListElement>(null);
  const expiredRef = useRef<HTMLUListElement>(null);
  const focusActive = useFocusListItem(activeRef);
  const focusExpired = useFocusListItem(expiredRef);
  const nameOf = (item: UnlockedTemplateItem) => displayNameFromPath(item.original_path);
  const expiredCount = expired.state.status === 'loaded' ? expired.state.total : 0;

  const onConfirmRemove = async () => {
    const entry = toRemove;
    setToRemove(null);
    if (entry === null) return;
    try {
      await dashboardApi.deleteUnlockedTemplate(entry.templateId);
      expired.removeWhere((item) => item.templateId === entry.templateId);
      setAlert(t('dashboard.unlocked.removed'));
      await onChanged();
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.deleteDefaultError'));
    }
  };

  /** The next page, with focus on its first item and the page left where it was. */
  const onLoadMore = async (list: PagedList<UnlockedTemplateItem>, focusListItem: (index: number) => void) => {
    const shown = list.state.status === 'loaded' ? list.state.items.length : 0;
    if (!(await list.loadMore())) return;
    focusListItem(shown);
  };

  const renderMore = (list: PagedList<UnlockedTemplateItem>, focusListItem: (index: number) => void) =>
    list.state.status === 'loaded' &&
    list.state.nextCursor !== null && (
      <button type="button" className="button button--secondary button--small" disabled={list.isLoadingMore} aria-busy={list.isLoadingMore} onClick={() => void onLoadMore(list, focusListItem)}>
        {list.isLoadingMore ? t('dashboard.unlocked.loadingMore') : t('dashboard.unlocked.loadMore')}
      </button>
    );

  const renderError = (list: PagedList<UnlockedTemplateItem>) => (
    <div role="alert" className="dashboard-card__error">
      <p>{t('dashboard.unlocked.loadError')}</p>
      <button type="button" className="button button--secondary button--small" onClick={list.reload}>
        {t('dashboard.unlocked.retry')}
      </button>
    </div>
  );

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-unlocked">
      <h2 id="dashboard-unlocked" className="dashboard-card__title">
        {t('dashboard.unlocked.title')}
      </h2>
      {active.state.status === 'loading' && <p role="status">{t('dashboard.loading')}</p>}
      {active.state.status === 'error' && renderError(active)}
      {active.state.status === 'loaded' && active.state.items.length === 0 && <p className="dashboard-card__empty">{t('dashboard.unlocked.empty')}</p>}
      {active.state.status === 'loaded' && active.state.items.length > 0 && (
        <>
          <ul ref={activeRef} className="unlocked-list" aria-label={t('dashboard.unlocked.title')}>
            {active.state.items.map((item) => (
              <li key={item.templateId} className="unlocked-item">
                {item.preview_path !== '' && <img className="unlocked-item__preview" src={item.preview_path} alt="" loading="lazy" />}
                <div>
                  <strong>{nameOf(item)}</strong>
                  <p className="dashboard-card__muted">
                    {t('dashboard.unlocked.downloadsLeft', { count: item.downloads_remaining })} ·{' '}
                    {t('dashboard.unlocked.expiresOn', { date: formatDate(item.unlock_expiry_date, i18n.language) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {renderMore(active, focusActive)}
        </>
      )}
      {expired.state.status === 'error' && renderError(expired)}
      {expiredCount > 0 && (
        <>
          <button type="button" className="button button--secondary button--small" aria-expanded={isShowingExpired} aria-controls="dashboard-expired" onClick={() => setIsShowingExpired((shown) => !shown)}>
            {isShowingExpired ? t('dashboard.unlocked.hideExpired', { count: expiredCount }) : t('dashboard.unlocked.showExpired', { count: expiredCount })}
          </button>
          {isShowingExpired && expired.state.status === 'loaded' && (
            <>
              <ul ref={expiredRef} id="dashboard-expired" className="unlocked-list unlocked-list--expired" aria-label={t('dashboard.unlocked.showExpired', { count: expiredCount })}>
                {expired.state.items.map((item) => (
                  <li key={item.templateId} className="unlocked-item">
                    <div>
                      <strong>{nameOf(item)}</strong>
                      <p className="dashboard-card__muted">
                        {t(hasExpired(item.unlock_expiry_date) ? 'dashboard.unlocked.expiredOn' : 'dashboard.unlocked.usedUp', {
                          date: formatDate(item.unlock_expiry_date, i18n.language),
                        })}
                      </p>
                    </div>
                    <button type="button" className="button button--secondary button--small" aria-label={`${t('dashboard.unlocked.remove')} ${nameOf(item)}`} onClick={() => setToRemove(item)}>
                      {t('dashboard.unlocked.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              {renderMore(expired, focusExpired)}
            </>
          )}
        </>
      )}
      {toRemove !== null && (
        <ConfirmDialog
          title={t('dashboard.unlocked.removeTitle')}
          message={t('dashboard.unlocked.removeText', { name: nameOf(toRemove) })}
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
