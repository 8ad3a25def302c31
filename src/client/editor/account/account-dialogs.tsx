import { AlertDialog } from '../../ui/alert-dialog.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { ProposalsPanel } from '../proposals/proposals-view.js';
import { ConflictDialog } from './conflict-dialog.js';

/** An account layout's dialogs: the save conflict, a failed copy, and the client's proposal. */
export function AccountDialogs() {
  const account = useEditorTools().account;
  if (account === null) return null;
  const { conflict, isConflictOpen, setIsConflictOpen, isCopying, keepMine, takeSaved, saveCopy, alert, dismissAlert, proposals } = account;
  return (
    <>
      {conflict !== null && isConflictOpen && (
        <ConflictDialog current={conflict} isWorking={isCopying} onKeepMine={keepMine} onTakeSaved={takeSaved} onSaveCopy={saveCopy} onClose={() => setIsConflictOpen(false)} />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={dismissAlert} />}
      <ProposalsPanel proposals={proposals} />
    </>
  );
}
