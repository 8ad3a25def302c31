import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DraftLayoutRef } from '../../../shared/api/layouts.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { serverMessageOf } from '../../api/server-message';
import { ConflictDialog } from './conflict-dialog';
import { SaveStatusIndicator } from './save-status-indicator';
import { useLayoutSaver, type AccountLayoutSession, type ThumbnailSource } from './use-layout-saver';
import type { EditorAction } from '../state/editor-reducer';
import { buildLayoutEditorPath } from '../../layouts/layout-editor-path';
import { layoutsApi } from '../../layouts/layouts-api';
import { AlertDialog } from '../../purchase/alert-dialog';
import { useClientProposals } from '../proposals/use-client-proposals';
import type { WorkspaceMode } from '../workspace/workspace-mode';

export interface AccountLayout {
  indicator: ReactNode;
  dialogs: ReactNode;
  resolveLayoutRef: () => Promise<DraftLayoutRef | null>;
}

/**
 * The account side of the editor: server saves with their status in the bar, and the conflict
 * dialog's three answers. Null outside an account layout (the demo, a layout being created).
 */
export function useAccountLayout(mode: WorkspaceMode, document: LayoutDocument | null, thumbnailSource: ThumbnailSource, dispatch: (action: EditorAction) => void): AccountLayout | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session: AccountLayoutSession | null = mode.kind === 'layout' ? { layoutId: mode.layoutId, revision: mode.revision, startsPending: mode.startsPending } : null;
  const saver = useLayoutSaver(session, document, thumbnailSource);
  const [isDialogClosed, setIsDialogClosed] = useState(false);
  const [isCopying, setIsCopying] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The client's proposals from the draft page: accepted ones come back as the stored layout.
  const proposals = useClientProposals(mode.kind === 'layout' ? mode.layoutId : null, {
    whenSaved: () => saver.whenSaved(),
    onAccepted: async () => {
      if (mode.kind !== 'layout') return;
      const record = await layoutsApi.get(mode.layoutId);
      saver.adopt({ revision: record.revision, document: record.document });
      dispatch({ type: 'reset', document: record.document });
    },
  });
  if (mode.kind !== 'layout') return null;
  const { conflict } = saver;
  if (conflict === null && isDialogClosed) setIsDialogClosed(false);

  const onKeepMine = () => {
    if (document !== null) saver.keepMine(document);
  };
  const onTakeSaved = () => {
    if (conflict === null) return;
    saver.adopt(conflict);
    dispatch({ type: 'reset', document: conflict.document });
  };
  const onSaveCopy = async () => {
    if (conflict === null || document === null) return;
    setIsCopying(true);
    try {
      const copy = await layoutsApi.create({ name: t('layouts.conflict.copyName', { name: mode.name }).slice(0, 120), source: { kind: 'template', document } });
      // This layout keeps the stored version; mine lives on in the copy.
      saver.adopt(conflict);
      void navigate(buildLayoutEditorPath(copy.id), { state: { record: copy } });
    } catch (error) {
      setAlert(t('layouts.conflict.copyError', { message: serverMessageOf(error) ?? t('layouts.defaultError') }));
    } finally {
      setIsCopying(false);
    }
  };

  const indicator = (
    <>
      <SaveStatusIndicator status={saver.status} />
      {proposals.indicator}
      {conflict !== null && isDialogClosed && (
        <button type="button" className="button button--secondary button--small" aria-haspopup="dialog" onClick={() => setIsDialogClosed(false)}>
          {t('layouts.conflict.title')}…
        </button>
      )}
    </>
  );
  const dialogs = (
    <>
      {conflict !== null && !isDialogClosed && (
        <ConflictDialog
          current={conflict}
          isWorking={isCopying}
          onKeepMine={onKeepMine}
          onTakeSaved={onTakeSaved}
          onSaveCopy={() => void onSaveCopy()}
          onClose={() => setIsDialogClosed(true)}
        />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
      {proposals.panel}
    </>
  );
  const resolveLayoutRef = async (): Promise<DraftLayoutRef | null> => {
    const revision = await saver.whenSaved();
    return revision === null ? null : { layoutId: mode.layoutId, layoutRevision: revision };
  };
  return { indicator, dialogs, resolveLayoutRef };
}
