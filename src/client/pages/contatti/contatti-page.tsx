import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/page-header.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ContactForm } from './contact-form.js';
import './contatti-page.css';

/**
 * /contatti (spec part 2 "Contact page"): the contact form. Once it is sent, an alert thanks
 * the visitor and closing it goes home.
 */
export function ContattiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isSent, setIsSent] = useState(false);
  return (
    <>
      <PageHeader title={t('pages.contatti.title')} lead={t('pages.contatti.lead')} />
      <div className="contatti">
        <div className="contatti__card">
          <ContactForm onSent={() => setIsSent(true)} />
        </div>
      </div>
      {isSent && <AlertDialog message={t('contactPage.success')} onClose={() => void navigate('/')} />}
    </>
  );
}
