import { findPlaceholders } from '../../../shared/booth/slot-frames.js';
import { useEditor, useEditorCommands } from '../editor-context.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { applyPackFix } from './pack-checks.js';
import { PrintOptionsDialog } from './print-options-dialog.js';

/** 'Esporta per la cabina' (the print exports: booth zip, 2-up sheet, PDF), while open. */
export function PrintOptions() {
  const { document } = useEditor();
  const { dispatch } = useEditorCommands();
  const { print, download, photoWindows, setPhotoWindows } = useEditorTools();
  if (!print.isOpen || document === null) return null;
  return (
    <PrintOptionsDialog
      template={document.template}
      document={document}
      printer={print.printer}
      onPrinterChange={print.setPrinter}
      onFix={(fix) => dispatch({ type: 'apply', change: (current) => applyPackFix(current, fix) })}
      slotCount={findPlaceholders(document).length}
      path={download.path}
      isBusy={download.isBusy}
      status={download.status}
      onExport={download.download}
      photoWindows={photoWindows}
      onPhotoWindowsChange={setPhotoWindows}
      onClose={() => print.setIsOpen(false)}
    />
  );
}
