import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.js';

interface RestoreDialogProps {
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * 'Lavoro Rilevato': restore the saved job or start again. Escape restores, the answer
 * that loses nothing; starting again deletes the save, so it takes an explicit click.
 */
export function RestoreDialog({ onRestore, onDiscard }: RestoreDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={messageId} onClose={onRestore}>
      <h2 id={titleId} className="modal-dialog__title">
        {t('editor.autosave.title')}
      </h2>
      <p id={messageId} className="modal-dialog__text">
        {t('editor.autosave.message')}
      </p>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          {t('editor.autosave.discard')}
        </button>
        <button type="button" className="button button--primary" onClick={onRestore}>
          {t('editor.autosave.restore')}
        </button>
      </div>
    </ModalDialog>
  );
}
