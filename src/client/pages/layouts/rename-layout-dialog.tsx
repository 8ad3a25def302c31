import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.js';

interface RenameLayoutDialogProps {
  name: string;
  isWorking: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** 'Rinomina': the name field, focused and selected; an empty name cannot be sent. */
export function RenameLayoutDialog({ name, isWorking, onSubmit, onCancel }: RenameLayoutDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWorking && value.trim() !== '') onSubmit(value.trim());
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={isWorking ? () => undefined : onCancel} initialFocusRef={input}>
      <form className="share-dialog" onSubmit={submit} aria-busy={isWorking}>
        <h2 id={titleId} className="modal-dialog__title">
          {t('layouts.card.renameTitle')}
        </h2>
        <label className="share-dialog__field">
          <span>{t('layouts.card.renameLabel')}</span>
          <input ref={input} type="text" value={value} maxLength={120} required onFocus={(event) => event.target.select()} onChange={(event) => setValue(event.target.value)} disabled={isWorking} />
        </label>
        <div className="modal-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={isWorking}>
            {t('layouts.card.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isWorking || value.trim() === ''}>
            {t('layouts.card.renameSave')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
