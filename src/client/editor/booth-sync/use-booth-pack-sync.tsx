import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import type { DraftLayoutRef } from '../../../shared/api/layouts.js';
import { findPlaceholders } from '../../../shared/booth/slot-frames.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import type { WorkspaceMode } from '../workspace/workspace-mode';
import type { DownloadPath } from '../export/download-path';
import { isChoiceAllowed } from '../export/export-choice';
import { BoothPackDialog } from './booth-pack-dialog';

interface BoothPackSyncArgs {
  mode: WorkspaceMode;
  document: LayoutDocument | null;
  /** The plan's download flow: publishing follows the booth export's rule. */
  path: DownloadPath;
  isReady: boolean;
  /** The printer chosen in the booth export dialog: the published pack is sized and checked for it. */
  printerId?: PrinterPresetId;
  /** The stored revision once the pending save is in (null: not saved in time). */
  resolveLayoutRef?: (() => Promise<DraftLayoutRef | null>) | undefined;
}

/**
 * 'Pubblica per la cabina' for an account layout: the toolbar button and its dialog. The server
 * builds the pack of what the editor shows now: the pending save goes first, and the pack is
 * of that revision. Null outside an account layout.
 */
export function useBoothPackSync({ mode, document, path, isReady, printerId, resolveLayoutRef }: BoothPackSyncArgs): { button: ReactNode; dialog: ReactNode } | null {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (mode.kind !== 'layout' || resolveLayoutRef === undefined) return null;

  const language = i18n.language.startsWith('en') ? 'en' : 'it';
  const preparePack = async (): Promise<BuildBoothPackRequest> => {
    const ref = await resolveLayoutRef();
    if (ref === null) throw new Error(t('editor.proposals.saveFirst'));
    return { revision: ref.layoutRevision, language, ...(printerId === undefined ? {} : { printerId }) };
  };
  const button = (
    <button type="button" className="button button--secondary button--small" disabled={!isReady} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
      {t('boothSync.open')}
    </button>
  );
  const dialog =
    isOpen && document !== null ? (
      <BoothPackDialog
        layoutId={mode.layoutId}
        canPublish={isChoiceAllowed({ kind: 'booth' }, path)}
        isPass={path === 'counted'}
        slotCount={findPlaceholders(document).length}
        preparePack={preparePack}
        packOptions={{ printerId, language }}
        onClose={() => setIsOpen(false)}
      />
    ) : null;
  return { button, dialog };
}
