import { createContext, useContext } from 'react';
import type { PrinterChoice } from '../booth/print-options-dialog.js';
import type { BoothPackSync } from '../booth-sync/use-booth-pack-sync.js';
import type { AccountLayout } from '../account/use-account-layout.js';
import type { LayoutDownload } from '../export/use-layout-download.js';
import type { PhotoPreviewTools } from '../photo-preview/use-photo-preview-tools.js';
import type { DraftShare } from '../share/use-draft-share.js';
import type { PhotoWindows } from '../../../shared/render/photo-windows.js';

/** 'Lavoro Rilevato': a saved job was found for this template (the restore dialog's answers). */
export interface RestorePrompt {
  isSavedJobFound: boolean;
  restore: () => void;
  discard: () => void;
}

/** The print exports' dialog ('Esporta per la cabina'): open or not, and the printer chosen there. */
export interface PrintOptions {
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
  printer: PrinterChoice;
  setPrinter: (printer: PrinterChoice) => void;
}

/**
 * The editor's tools beyond the document: the download, share, account, booth and photo-preview
 * flows, each a hook's state and handlers; the toolbar starts them and their dialogs (mounted by
 * name in workspace/editor-dialogs.tsx) read them here.
 */
export interface EditorTools {
  restore: RestorePrompt;
  download: LayoutDownload;
  share: DraftShare;
  /** Null outside an account layout. */
  account: AccountLayout | null;
  /** Null outside an account layout. */
  boothSync: BoothPackSync | null;
  photoPreview: PhotoPreviewTools;
  print: PrintOptions;
  /** One 'Finestre foto' choice for 'Scarica' and the print files. */
  photoWindows: PhotoWindows;
  setPhotoWindows: (value: PhotoWindows) => void;
}

export const EditorToolsContext = createContext<EditorTools | null>(null);

export function useEditorTools(): EditorTools {
  const tools = useContext(EditorToolsContext);
  if (tools === null) throw new Error('useEditorTools() outside the EditorToolsProvider');
  return tools;
}
