import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { annualPlan, passRules } from '../../../shared/plans/plan-rules.js';
import { useFormat } from '../../i18n/format.js';
import { PageHeader } from '../../app/page-header.js';
import { FaqItem } from './faq-item.js';
import './supporto-page.css';

/** /supporto: the FAQ of spec part 2 ("Support page"), then how to reach us. */
export function SupportoPage() {
  const { t } = useTranslation();
  const format = useFormat();
  // The answers name the dashboard's real labels and the real pass rules, so they cannot drift.
  const values = {
    passPrice: format.price(passRules.priceEuro),
    days: passRules.validDays,
    downloads: passRules.downloads,
    annualPrice: format.price(annualPlan.priceEuro),
    accountSection: t('dashboard.account.title'),
    manageButton: t('dashboard.account.manage'),
    rebuyButton: t('chooseTemplate.rebuy'),
  };
  return (
    <>
      <PageHeader title={t('pages.supporto.title')} lead={t('pages.supporto.lead')} />
      <div className="support-page">
        <section className="support-page__faq" aria-labelledby="support-faq-title">
          <h2 id="support-faq-title">{t('content.supporto.faqTitle')}</h2>
          <FaqItem
            id="faq-watermark"
            question={t('content.supporto.faq.watermark.question')}
            answer={t('content.supporto.faq.watermark.answer', values)}
            link={{ to: '/abbonamenti', label: t('content.supporto.faq.watermark.link') }}
          />
          <FaqItem
            id="faq-immagini"
            question={t('content.supporto.faq.customImages.question')}
            answer={t('content.supporto.faq.customImages.answer')}
            link={{ to: '/abbonamenti', label: t('content.supporto.faq.customImages.link') }}
          />
          <FaqItem id="faq-disdetta" question={t('content.supporto.faq.cancel.question')} answer={t('content.supporto.faq.cancel.answer', values)} />
          <FaqItem id="faq-pass" question={t('content.supporto.faq.passExpiry.question')} answer={t('content.supporto.faq.passExpiry.answer', values)} />
          <FaqItem
            id="faq-piano"
            question={t('content.supporto.faq.plan.question')}
            answer={t('content.supporto.faq.plan.answer', values)}
            link={{ to: '/dashboard', label: t('content.supporto.faq.plan.link') }}
          />
          <FaqItem
            id="faq-layout-su-misura"
            question={t('content.supporto.faq.customLayout.question')}
            answer={t('content.supporto.faq.customLayout.answer')}
            link={{ to: '/layout-personalizzato', label: t('content.supporto.faq.customLayout.link') }}
          />
        </section>
        <section className="support-page__contact" aria-labelledby="support-contact-title">
          <h2 id="support-contact-title">{t('content.supporto.contact.title')}</h2>
          <p>
            {t('content.supporto.contact.text')} <strong>{t('content.supporto.contact.replyTime')}</strong>
          </p>
          <p>
            <Link className="button button--primary" to="/contatti">
              {t('content.supporto.contact.link')}
            </Link>
          </p>
          <p className="support-page__note">{t('content.supporto.contact.priority')}</p>
        </section>
      </div>
    </>
  );
}
