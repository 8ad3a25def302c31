import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The focus moves to the panel's main button: the form that had it is gone. */
function useFocusOnMount() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The thank-you shown once the operator has the request. */
export function RequestSent({ businessName, onClose }: { businessName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useFocusOnMount();
  const name = businessName.trim();
  return (
    <div className="request-outcome request-outcome--success" role="status" data-testid="request-success">
      <p className="request-outcome__title">{t('requestModal.successTitle')}</p>
      <p className="request-outcome__text">{name === '' ? t('requestModal.successTextNoName') : t('requestModal.successText', { name })}</p>
      <div className="modal-dialog__actions">
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          {t('requestModal.close')}
        </button>
      </div>
    </div>
  );
}

/** Spec §8: the request could not be sent; retry returns to the filled-in form. */
export function RequestSendError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const retryRef = useFocusOnMount();
  return (
    <div className="request-outcome request-outcome--error" data-testid="request-error">
      <p className="request-outcome__text" role="alert">
        {t('requestModal.error')}
      </p>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('requestModal.close')}
        </button>
        <button ref={retryRef} type="button" className="button button--primary" onClick={onRetry}>
          {t('requestModal.retry')}
        </button>
      </div>
    </div>
  );
}
