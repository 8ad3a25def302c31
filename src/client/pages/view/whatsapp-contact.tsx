import { useTranslation } from 'react-i18next';
import { buildOperatorWhatsAppUrl } from './operator-whatsapp-url.js';

/** The messaging-app button to the operator; nothing when they gave no phone. */
export function WhatsAppContact({ businessName, contactPhone }: { businessName: string; contactPhone: string }) {
  const { t } = useTranslation();
  const url = buildOperatorWhatsAppUrl(contactPhone);
  if (url === null) return null;
  const name = businessName.trim();
  return (
    <a className="button button--secondary view-page__whatsapp" href={url} target="_blank" rel="noopener noreferrer" data-testid="view-whatsapp">
      {name === '' ? t('view.whatsappNoName') : t('view.whatsapp', { name })}
    </a>
  );
}
