import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header';

// TODO: a placeholder until this page's own issue; shipped as is, the route shows a heading and nothing to act on.
export function LayoutPersonalizzatoPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.layoutPersonalizzato.title')} lead={t('pages.layoutPersonalizzato.lead')} />;
}
