import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutConflictDetails } from '../../../shared/api/layouts.js';
import { ModalDialog } from '../../ui/modal-dialog.js';
import './conflict-dialog.css';

interface ConflictDialogProps {
  current: LayoutConflictDetails;
  isWorking: boolean;
  onKeepMine: () => void;
  onTakeSaved: () => void;
  onSaveCopy: () => void;
  /** Escape: the dialog closes, the conflict stays (the bar says so) and nothing is lost. */
  onClose: () => void;
}

/**
 * A save refused with 409: another tab or device saved first. Three ways out, none silent: save
 * mine over it as a new revision, load the saved one, or keep mine as a new layout.
 */
export function ConflictDialog({ current, isWorking, onKeepMine, onTakeSaved, onSaveCopy, onClose }: ConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const date = new Date(current.updatedAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ModalDialog labelledBy={titleId} describedBy={messageId} onClose={isWorking ? () => undefined : onClose} className="conflict-dialog">
      <h2 id={titleId} className="modal-dialog__title">
        {t('layouts.conflict.title')}
      </h2>
      <p id={messageId} className="modal-dialog__text">
        {t('layouts.conflict.message', { revision: current.revision, date })}
      </p>
      <ul className="conflict-dialog__choices" aria-busy={isWorking}>
        <li>
          <button type="button" className="button button--primary" disabled={isWorking} onClick={onKeepMine}>
            {t('layouts.conflict.keepMine')}
          </button>
          <span className="conflict-dialog__hint">{t('layouts.conflict.keepMineHint')}</span>
        </li>
        <li>
          <button type="button" className="button button--secondary" disabled={isWorking} onClick={onTakeSaved}>
            {t('layouts.conflict.takeSaved')}
          </button>
          <span className="conflict-dialog__hint">{t('layouts.conflict.takeSavedHint')}</span>
        </li>
        <li>
          <button type="button" className="button button--secondary" disabled={isWorking} onClick={onSaveCopy}>
            {t('layouts.conflict.saveCopy')}
          </button>
          <span className="conflict-dialog__hint">{t('layouts.conflict.saveCopyHint')}</span>
        </li>
      </ul>
    </ModalDialog>
  );
}
