import { AlertDialog } from '../../purchase/alert-dialog';
import { useEditorTools } from '../tools/editor-tools';

/** 'Stampa di prova' failed: what went wrong. */
export function TestPrintAlert() {
  const { failure, dismissFailure } = useEditorTools().photoPreview.testPrint;
  return failure !== null && <AlertDialog message={failure} onClose={dismissFailure} />;
}
