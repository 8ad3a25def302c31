import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountResponse } from '../../../shared/api/account.js';
import { postJson } from '../../api/post-json.js';
import { serverMessageOf } from '../../api/server-message.js';
import { ModalDialog } from '../../ui/modal-dialog.js';

interface DeleteAccountDialogProps {
  email: string;
  onCancel: () => void;
  /** The account is gone (or its deletion recorded, finished by the server's job). */
  onDeleted: () => void;
}

/**
 * 'Elimina account': the button stays disabled until the login address is typed again, so it
 * cannot be confirmed by a reflex; focus starts on the field, never on the button.
 */
export function DeleteAccountDialog({ email, onCancel, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || isDeleting) return;
    setIsDeleting(true);
    setError(null);
    try {
      await postJson('/api/account/delete', { confirmEmail: typed }, DeleteAccountResponse);
      onDeleted();
    } catch (failure) {
      const message = serverMessageOf(failure);
      setError(message ?? t('dashboard.dataRights.deleteError'));
      setIsDeleting(false);
    }
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onCancel} initialFocusRef={inputRef} isDismissible={!isDeleting}>
      <h2 id={`${id}-title`} className="modal-dialog__title">
        {t('dashboard.dataRights.deleteDialogTitle')}
      </h2>
      <p id={`${id}-text`} className="modal-dialog__text">
        {t('dashboard.dataRights.deleteDialogText')}
      </p>
      <form className="profile-form__field delete-account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={`${id}-email`}>{t('dashboard.dataRights.deleteConfirmLabel', { email })}</label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={typed}
          disabled={isDeleting}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error !== null && (
          <p role="alert" className="dashboard-card__error">
            {error}
          </p>
        )}
        <div className="modal-dialog__actions">
          <button type="button" className="button button--secondary" disabled={isDeleting} onClick={onCancel}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={!matches || isDeleting} aria-busy={isDeleting}>
            {isDeleting ? t('dashboard.dataRights.deleting') : t('dashboard.dataRights.deleteConfirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
