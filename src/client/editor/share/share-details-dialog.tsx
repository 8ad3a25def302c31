import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.js';

export interface ShareDetails {
  client: string;
  date: string;
}

interface ShareDetailsDialogProps {
  initial: ShareDetails;
  isWorking: boolean;
  onSubmit: (details: ShareDetails) => void;
  onCancel: () => void;
}

/** Step 1 of sharing: the client's name and the event date, both optional. */
export function ShareDetailsDialog({ initial, isWorking, onSubmit, onCancel }: ShareDetailsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [client, setClient] = useState(initial.client);
  const [date, setDate] = useState(initial.date);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWorking) onSubmit({ client, date });
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={isWorking ? () => undefined : onCancel}>
      <form className="share-dialog" onSubmit={submit} aria-busy={isWorking}>
        <h2 id={titleId} className="modal-dialog__title">
          {t('editor.share.detailsTitle')}
        </h2>
        <p className="modal-dialog__text">{t('editor.share.detailsText')}</p>
        <label className="share-dialog__field">
          <span>{t('editor.share.client')}</span>
          <input type="text" value={client} maxLength={120} autoComplete="off" onChange={(event) => setClient(event.target.value)} disabled={isWorking} />
        </label>
        <label className="share-dialog__field">
          <span>{t('editor.share.date')}</span>
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} disabled={isWorking} />
        </label>
        {isWorking && (
          <p className="share-dialog__progress" role="status">
            {t('editor.share.working')}
          </p>
        )}
        <div className="modal-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={isWorking}>
            {t('editor.share.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isWorking}>
            {t('editor.share.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
