import { useTranslation } from 'react-i18next';
import { useEditorTools } from '../tools/editor-tools.js';
import { ProposalsButton } from '../proposals/proposals-view.js';
import { SaveStatusIndicator } from './save-status-indicator.js';

/** For the bar: an account layout's save state, a client's proposal, and the way back to a closed conflict dialog. */
export function AccountSaveStatus() {
  const { t } = useTranslation();
  const account = useEditorTools().account;
  if (account === null) return null;
  const { status, proposals, conflict, isConflictOpen, setIsConflictOpen } = account;
  return (
    <>
      <SaveStatusIndicator status={status} />
      <ProposalsButton proposals={proposals} />
      {conflict !== null && !isConflictOpen && (
        <button type="button" className="button button--secondary button--small" aria-haspopup="dialog" onClick={() => setIsConflictOpen(true)}>
          {t('layouts.conflict.title')}…
        </button>
      )}
    </>
  );
}
