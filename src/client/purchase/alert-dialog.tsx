import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

/**
 * The spec's "alert": a message and one button. An alertdialog rather than window.alert, which
 * blocks the page, cannot be styled and is suppressed by some embedded browsers.
 */
export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={messageId} onClose={onClose} className="modal-dialog--alert">
      <p id={messageId} className="modal-dialog__text">
        {message}
      </p>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('dialog.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
