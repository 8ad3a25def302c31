import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DraftLayoutRef, LayoutConflictDetails } from '../../../shared/api/layouts.js';
import { serverMessageOf } from '../../api/server-message.js';
import { useEditor, useEditorCommands } from '../editor-context.js';
import type { SaveStatus } from './save-status.js';
import { useLayoutSaver, type AccountLayoutSession } from './use-layout-saver.js';
import { buildLayoutEditorPath } from '../../layouts/layout-editor-path.js';
import { layoutsApi } from '../../layouts/layouts-api.js';
import { useClientProposals, type ClientProposals } from '../proposals/use-client-proposals.js';

export interface AccountLayout {
  /** The server saves' state, for the bar. */
  status: SaveStatus;
  proposals: ClientProposals;
  /** A conflict with the stored layout, whether its dialog is open, and its three answers. */
  conflict: LayoutConflictDetails | null;
  isConflictOpen: boolean;
  setIsConflictOpen: (isOpen: boolean) => void;
  keepMine: () => void;
  takeSaved: () => void;
  saveCopy: () => void;
  isCopying: boolean;
  /** Saving a copy failed: what to tell. */
  alert: string | null;
  dismissAlert: () => void;
  resolveLayoutRef: () => Promise<DraftLayoutRef | null>;
}

/**
 * The account side of the editor: server saves with their status in the bar, and the conflict
 * dialog's three answers (account-dialogs.tsx draws it). Null outside an account layout (the demo,
 * a layout being created).
 */
export function useAccountLayout(): AccountLayout | null {
  const { mode, document, stage, templateBitmap } = useEditor();
  const { dispatch } = useEditorCommands();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session: AccountLayoutSession | null = mode.kind === 'layout' ? { layoutId: mode.layoutId, revision: mode.revision, startsPending: mode.startsPending } : null;
  const saver = useLayoutSaver(session, document, { stage, templateBitmap });
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

  const keepMine = () => {
    if (document !== null) saver.keepMine(document);
  };
  const takeSaved = () => {
    if (conflict === null) return;
    saver.adopt(conflict);
    dispatch({ type: 'reset', document: conflict.document });
  };
  const saveCopy = async () => {
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
  const resolveLayoutRef = async (): Promise<DraftLayoutRef | null> => {
    const revision = await saver.whenSaved();
    return revision === null ? null : { layoutId: mode.layoutId, layoutRevision: revision };
  };
  return {
    status: saver.status,
    proposals,
    conflict,
    isConflictOpen: conflict !== null && !isDialogClosed,
    setIsConflictOpen: (isOpen) => setIsDialogClosed(!isOpen),
    keepMine,
    takeSaved,
    saveCopy: () => void saveCopy(),
    isCopying,
    alert,
    dismissAlert: () => setAlert(null),
    resolveLayoutRef,
  };
}
