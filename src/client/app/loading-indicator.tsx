import { useTranslation } from 'react-i18next';
import './loading-indicator.css';

/** A spinner with a text; `label` replaces the default 'Caricamento...'. */
export function LoadingIndicator({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-indicator" role="status">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
