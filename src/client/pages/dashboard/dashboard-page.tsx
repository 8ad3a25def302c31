import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { communityChatUrl } from '../../app/external-links.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { PageHeader } from '../../app/page-header.js';
import { useSession } from '../../api/use-session.js';
import { accountPagePath } from '../account/account-page-path.js';
import { AccountStatusSection } from './account-status-section.js';
import { AddressConfirmationBanner } from './address-confirmation-banner.js';
import { CatalogueLinkSection } from './catalogue-link-section.js';
import { DataRightsSection } from './data-rights-section.js';
import { LayoutsSection } from '../layouts/layouts-section.js';
import { PremiumSupportCard } from './premium-support-card.js';
import { ProfileForm } from './profile-form.js';
import { RequestsSection } from './requests-section.js';
import { UnlockedTemplatesSection } from './unlocked-templates-section.js';
import { UploadedTemplatesSection } from './uploaded-templates-section.js';
import './dashboard-page.css';

/** /dashboard (spec part 2 §2): the operator's account, profile, client requests and templates. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { me, refresh } = session;

  // Spec part 2 §4: after a successful action the data refreshes in place. It does not throw:
  // a failed /api/me keeps what was known (logged by the session), so the spec's full-reload
  // fallback would only lose the operator's place. The request list applies its own changes
  // in place (use-request-list.ts), keeping the pages it has loaded.
  const onChanged = useCallback(async () => {
    await refresh();
  }, [refresh]);

  if (session.status === 'loading' || me.user === null || me.profile === null) return <LoadingIndicator />;
  const isPro = me.plan.type === 'Annuale';

  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')} />
      <div className="dashboard-grid">
        <AddressConfirmationBanner />
        <AccountStatusSection me={me} />
        {isPro && <PremiumSupportCard />}
        <CatalogueLinkSection userId={me.user.id} />
        <LayoutsSection />
        <ProfileForm key={me.user.id} profile={me.profile} onSaved={onChanged} />
        <RequestsSection me={me} userId={me.user.id} />
        <div className="dashboard-card--wide">
          <UploadedTemplatesSection />
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
            <li>
              <Link to={accountPagePath}>{t('account.settingsLink')}</Link>
            </li>
          </ul>
        </nav>
        <DataRightsSection email={me.user.email} />
      </div>
    </>
  );
}
