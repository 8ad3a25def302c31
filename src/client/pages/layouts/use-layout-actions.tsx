import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutRestoreDays, type LayoutSummary } from '../../../shared/api/layouts.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { serverMessageOf } from '../../api/server-message.js';
import { layoutsApi } from '../../layouts/layouts-api.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import type { LayoutAction } from './layout-card.js';
import { RenameLayoutDialog } from './rename-layout-dialog.js';

interface LayoutActionsArgs {
  /** A row changed in place (renamed) or left this view (deleted, restored: null). */
  onUpdated: (id: string, next: LayoutSummary | null) => void;
  /** A new layout appeared (duplicate): the list starts again from its first page. */
  onCreated: () => void;
}

/** Rename, duplicate, delete (after a confirmation), restore and 'Mostra nel catalogo', with their dialogs. */
export function useLayoutActions({ onUpdated, onCreated }: LayoutActionsArgs): { busy: { id: string; action: LayoutAction } | null; onAction: (layout: LayoutSummary, action: LayoutAction) => void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<{ id: string; action: LayoutAction } | null>(null);
  const [renaming, setRenaming] = useState<LayoutSummary | null>(null);
  const [deleting, setDeleting] = useState<LayoutSummary | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const run = async (layout: LayoutSummary, action: LayoutAction, call: () => Promise<void>) => {
    setBusy({ id: layout.id, action });
    try {
      await call();
    } catch (error) {
      setAlert(t('layouts.card.actionError', { message: serverMessageOf(error) ?? t('layouts.defaultError') }));
    } finally {
      setBusy(null);
    }
  };

  const onAction = (layout: LayoutSummary, action: LayoutAction) => {
    switch (action) {
      case 'rename':
        setRenaming(layout);
        return;
      case 'delete':
        setDeleting(layout);
        return;
      case 'duplicate':
        void run(layout, action, async () => {
          await layoutsApi.duplicate(layout.id);
          onCreated();
        });
        return;
      case 'restore':
        void run(layout, action, async () => {
          await layoutsApi.restore(layout.id);
          onUpdated(layout.id, null);
        });
        return;
      case 'showInCatalog':
      case 'hideFromCatalog': {
        // The switch moves at once; a refusal puts it back (and says why).
        const shownInCatalog = action === 'showInCatalog';
        onUpdated(layout.id, { ...layout, shownInCatalog });
        void run(layout, action, async () => {
          try {
            onUpdated(layout.id, await layoutsApi.setShownInCatalog(layout.id, shownInCatalog));
          } catch (error) {
            onUpdated(layout.id, layout);
            throw error;
          }
        });
        return;
      }
      default:
        assertNever(action);
    }
  };

  const onRename = (name: string) => {
    const layout = renaming;
    if (layout === null) return;
    void run(layout, 'rename', async () => {
      onUpdated(layout.id, await layoutsApi.rename(layout.id, name));
      setRenaming(null);
    });
  };

  const onConfirmDelete = () => {
    const layout = deleting;
    setDeleting(null);
    if (layout === null) return;
    void run(layout, 'delete', async () => {
      await layoutsApi.remove(layout.id);
      onUpdated(layout.id, null);
    });
  };

  const dialogs = (
    <>
      {renaming !== null && <RenameLayoutDialog name={renaming.name} isWorking={busy?.action === 'rename'} onSubmit={onRename} onCancel={() => setRenaming(null)} />}
      {deleting !== null && (
        <ConfirmDialog
          title={t('layouts.card.deleteTitle')}
          message={t('layouts.card.deleteText', { name: deleting.name, days: layoutRestoreDays })}
          confirmLabel={t('layouts.card.deleteConfirm')}
          cancelLabel={t('layouts.card.cancel')}
          onConfirm={onConfirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </>
  );
  return { busy, onAction, dialogs };
}

