import { useState, type ReactNode } from 'react';
import { defaultPrinterId } from '../../../shared/print/printer-presets.js';
import { defaultPhotoWindows, type PhotoWindows } from '../../../shared/render/photo-windows.js';
import { useAccountLayout } from '../account/use-account-layout.js';
import type { PrinterChoice } from '../booth/print-options-dialog.js';
import { useBoothPackSync } from '../booth-sync/use-booth-pack-sync.js';
import { useLayoutDownload } from '../export/use-layout-download.js';
import { usePhotoPreviewTools } from '../photo-preview/use-photo-preview-tools.js';
import type { ShareDetails } from '../share/share-details-dialog.js';
import { useDraftShare } from '../share/use-draft-share.js';
import { EditorToolsContext, type RestorePrompt } from './editor-tools.js';

interface EditorToolsProviderProps {
  restore: RestorePrompt;
  /** The client request this layout answers: its draft is attached to it. */
  requestId?: string | undefined;
  /** The share dialog's first names and date. */
  shareDetails: ShareDetails;
  /** The photo preview is on from the start (the demo's starter). */
  startsWithPhotos: boolean;
  children: ReactNode;
}

/** Starts the editor's flows (download, share, account, booth, photo preview) inside the EditorProvider, for useEditorTools(). */
export function EditorToolsProvider({ restore, requestId, shareDetails, startsWithPhotos, children }: EditorToolsProviderProps) {
  const account = useAccountLayout();
  const resolveLayoutRef = account?.resolveLayoutRef;
  const download = useLayoutDownload(resolveLayoutRef);
  const share = useDraftShare({ initialDetails: shareDetails, ...(requestId === undefined ? {} : { requestId }), ...(resolveLayoutRef === undefined ? {} : { resolveLayoutRef }) });
  const photoPreview = usePhotoPreviewTools(startsWithPhotos);
  const [isPrintOpen, setIsPrintOpen] = useState(false);
  const [printer, setPrinter] = useState<PrinterChoice>({ printerId: defaultPrinterId, hasGuides: false });
  // One 'Finestre foto' choice for 'Scarica' and the print files: transparent unless the operator says otherwise.
  const [photoWindows, setPhotoWindows] = useState<PhotoWindows>(defaultPhotoWindows);
  const boothSync = useBoothPackSync({ path: download.path, printerId: printer.printerId, resolveLayoutRef });
  const tools = { restore, download, share, account, boothSync, photoPreview, print: { isOpen: isPrintOpen, setIsOpen: setIsPrintOpen, printer, setPrinter }, photoWindows, setPhotoWindows };
  return <EditorToolsContext.Provider value={tools}>{children}</EditorToolsContext.Provider>;
}
