import { useTranslation } from 'react-i18next';
import { assertNever } from '../../../shared/util/assert-never.js';
import type { SaveStatus } from './save-status.js';
import './save-status-indicator.css';

/** The server copy's state in the editor bar, read out politely as it changes. */
export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (status.kind) {
      case 'saved':
        return t('layouts.status.saved');
      case 'saving':
        return t('layouts.status.saving');
      case 'offline':
        return t('layouts.status.offline');
      case 'conflict':
        return t('layouts.status.conflict');
      case 'failed':
        return t('layouts.status.failed', { message: status.message });
      default:
        return assertNever(status);
    }
  })();
  return (
    <p className={`save-status save-status--${status.kind}`} role="status" aria-label={t('layouts.status.label')} data-testid="save-status" data-status={status.kind}>
      <span className="save-status__dot" aria-hidden="true" />
      <span className="save-status__text" title={text}>
        {text}
      </span>
    </p>
  );
}
