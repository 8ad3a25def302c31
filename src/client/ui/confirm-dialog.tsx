import { useId } from 'react';
import { ModalDialog } from './modal-dialog.js';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question. Focus starts on the safe answer, so Enter never pays by accident. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={messageId} onClose={onCancel} isDismissible>
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="modal-dialog__text">
        {message}
      </p>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
