import type Konva from 'konva';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import type { WorkspaceMode } from '../../pages/editor/workspace-mode';
import { composeBoothReadme } from '../booth/compose-readme';
import { exportBoothPackage } from '../booth/export-booth-package';
import { findPlaceholders } from '../../../shared/booth/slot-frames';
import type { DownloadPath } from '../export/download-path';
import { isChoiceAllowed } from '../export/export-choice';
import { findPrintableLayers } from '../export/printable-layers';
import { BoothPackDialog } from './booth-pack-dialog';

interface BoothPackSyncArgs {
  mode: WorkspaceMode;
  document: LayoutDocument | null;
  stage: RefObject<Konva.Stage | null>;
  templateBitmap: ImageBitmap | null;
  /** The plan's download flow: publishing follows the booth export's rule. */
  path: DownloadPath;
  isReady: boolean;
  /** The printer chosen in the booth export dialog: the published pack is sized and checked for it. */
  printerId?: PrinterPresetId;
}

/**
 * 'Pubblica per la cabina' for an account layout: the toolbar button and its dialog. The pack is
 * the booth export of what the editor shows now. Null outside an account layout.
 */
export function useBoothPackSync({ mode, document, stage, templateBitmap, path, isReady, printerId }: BoothPackSyncArgs): { button: ReactNode; dialog: ReactNode } | null {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const latest = useRef(document);
  useEffect(() => {
    latest.current = document;
  });
  if (mode.kind !== 'layout') return null;

  const buildPack = (pullUrl: string | undefined): Promise<Blob> => {
    const current = latest.current;
    if (current === null) return Promise.reject(new Error(t('editor.canvas.loading')));
    const name = mode.name;
    return exportBoothPackage({
      printable: findPrintableLayers(stage.current),
      document: current,
      templateBitmap,
      name,
      readme: composeBoothReadme(t, { name, ...current.template }),
      ...(pullUrl === undefined ? {} : { pullUrl }),
      ...(printerId === undefined ? {} : { printerId }),
    });
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
        buildPack={buildPack}
        onClose={() => setIsOpen(false)}
      />
    ) : null;
  return { button, dialog };
}
