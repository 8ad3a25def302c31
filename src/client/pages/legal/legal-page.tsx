import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.js';
import './legal-page.css';

/** The day the terms were last changed (spec part 2 §9); the privacy and cookie pages share it. */
export const legalUpdatedOn = '2024-05-24';

/** The frame of the three legal pages: heading, date of the version, then the sections at a readable measure. */
export function LegalPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="legal-page">
      <PageHeader title={title} lead={lead}>
        <p className="legal-page__updated">
          {t('content.legal.updatedLabel')} <time dateTime={legalUpdatedOn}>{t('content.legal.updatedDate')}</time>
        </p>
      </PageHeader>
      <div className="legal-page__body">{children}</div>
    </article>
  );
}
