import { useMemo, type ReactNode } from 'react';
import { AlertDialog } from '../../purchase/alert-dialog';
import type { CanvasPhotoPreview } from './photo-drop-target';
import { PhotoPreviewControls } from './photo-preview-controls';
import { usePhotoPreview } from './use-photo-preview';
import { useTestPrint, type TestPrintArgs } from './use-test-print';

interface PhotoPreviewToolsArgs extends TestPrintArgs {
  selection: readonly string[];
  /** False until the canvas draws. */
  isReady: boolean;
  /** The preview is on from the start (the demo shows its starter with sample photos). */
  startsOn?: boolean;
}

export interface PhotoPreviewTools {
  /** For the toolbar. */
  controls: ReactNode;
  /** For the canvas: the photos to draw and the drop target. */
  canvas: CanvasPhotoPreview;
  dialogs: ReactNode;
}

/** Everything 'Anteprima con foto' adds to the editor, in one place, so the workspace only places it. */
export function usePhotoPreviewTools({ selection, isReady, startsOn = false, ...testPrintArgs }: PhotoPreviewToolsArgs): PhotoPreviewTools {
  const preview = usePhotoPreview(testPrintArgs.document, startsOn);
  const testPrint = useTestPrint(testPrintArgs);
  const { photos, movePhoto, putPhotos } = preview;
  const canvas = useMemo<CanvasPhotoPreview>(() => ({ photos, onMove: movePhoto, onDropFiles: (ids, files) => void putPhotos(ids, files) }), [photos, movePhoto, putPhotos]);
  return {
    controls: <PhotoPreviewControls preview={preview} testPrint={testPrint} selection={selection} isReady={isReady} />,
    canvas,
    dialogs: testPrint.failure !== null && <AlertDialog message={testPrint.failure} onClose={testPrint.dismissFailure} />,
  };
}
