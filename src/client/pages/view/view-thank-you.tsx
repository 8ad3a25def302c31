import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientAction } from '../../../shared/api/public-catalog.js';
import './view-thank-you.css';

/** After the answer is sent: a thank-you naming the operator (spec part 2 "Client draft page"). */
export function ViewThankYou({ businessName, action }: { businessName: string; action: ClientAction }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The buttons that had the focus are gone: the message takes it, and is read out.
  useEffect(() => titleRef.current?.focus(), []);
  const name = businessName.trim();
  return (
    <section className="view-thank-you" data-testid="view-thank-you" aria-labelledby="view-thank-you-title">
      <h2 id="view-thank-you-title" ref={titleRef} tabIndex={-1} className="view-thank-you__title">
        {t('view.thanksTitle')}
      </h2>
      <p className="view-thank-you__text">{name === '' ? t('view.thanksNoName') : t('view.thanks', { name })}</p>
      <p className="view-thank-you__detail">{action === 'approve' ? t('view.thanksApproved') : t('view.thanksChanges')}</p>
    </section>
  );
}
