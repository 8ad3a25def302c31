import { AlertDialog } from '../../ui/alert-dialog.js';
import { useEditorTools } from '../tools/editor-tools.js';

/** 'Stampa di prova' failed: what went wrong. */
export function TestPrintAlert() {
  const { failure, dismissFailure } = useEditorTools().photoPreview.testPrint;
  return failure !== null && <AlertDialog message={failure} onClose={dismissFailure} />;
}
