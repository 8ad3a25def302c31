import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import type { DraftLayoutRef } from '../../../shared/api/layouts.js';
import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import { useEditor } from '../editor-context.js';
import type { DownloadPath } from '../export/download-path.js';
import { isChoiceAllowed } from '../export/export-choice.js';

interface BoothPackSyncArgs {
  /** The plan's download flow: publishing follows the booth export's rule. */
  path: DownloadPath;
  /** The printer chosen in the booth export dialog: the published pack is sized and checked for it. */
  printerId?: PrinterPresetId;
  /** The stored revision once the pending save is in (null: not saved in time). */
  resolveLayoutRef?: (() => Promise<DraftLayoutRef | null>) | undefined;
}

export interface BoothPackSync {
  layoutId: string;
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
  canPublish: boolean;
  isPass: boolean;
  preparePack: () => Promise<BuildBoothPackRequest>;
  packOptions: { printerId: PrinterPresetId | undefined; language: 'it' | 'en' };
}

/**
 * 'Pubblica per la cabina' for an account layout: the state of the toolbar's button and its
 * dialog (booth-pack-publish.tsx). The server builds the pack of what the editor shows now: the
 * pending save goes first, and the pack is of that revision. Null outside an account layout.
 */
export function useBoothPackSync({ path, printerId, resolveLayoutRef }: BoothPackSyncArgs): BoothPackSync | null {
  const { mode } = useEditor();
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (mode.kind !== 'layout' || resolveLayoutRef === undefined) return null;

  const language = i18n.language.startsWith('en') ? 'en' : 'it';
  const preparePack = async (): Promise<BuildBoothPackRequest> => {
    const ref = await resolveLayoutRef();
    if (ref === null) throw new Error(t('editor.proposals.saveFirst'));
    return { revision: ref.layoutRevision, language, ...(printerId === undefined ? {} : { printerId }) };
  };
  return { layoutId: mode.layoutId, isOpen, setIsOpen, canPublish: isChoiceAllowed({ kind: 'booth' }, path), isPass: path === 'counted', preparePack, packOptions: { printerId, language } };
}
