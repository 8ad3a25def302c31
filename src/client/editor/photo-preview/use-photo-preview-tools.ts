import { useMemo } from 'react';
import { useEditor } from '../editor-context.js';
import type { CanvasPhotoPreview } from './photo-drop-target.js';
import { usePhotoPreview, type PhotoPreview } from './use-photo-preview.js';
import { useTestPrint, type TestPrint } from './use-test-print.js';

export interface PhotoPreviewTools {
  /** For the toolbar's controls. */
  preview: PhotoPreview;
  testPrint: TestPrint;
  /** For the canvas: the photos to draw and the drop target. */
  canvas: CanvasPhotoPreview;
}

/**
 * Everything 'Anteprima con foto' adds to the editor, in one place: the toolbar's controls, the
 * canvas and the test print's alert (photo-preview-dialogs.tsx) read it. `startsOn`: the preview
 * is on from the start (the demo shows its starter with sample photos).
 */
export function usePhotoPreviewTools(startsOn = false): PhotoPreviewTools {
  const { document } = useEditor();
  const preview = usePhotoPreview(document, startsOn);
  const testPrint = useTestPrint();
  const { photos, movePhoto, putPhotos } = preview;
  const canvas = useMemo<CanvasPhotoPreview>(() => ({ photos, onMove: movePhoto, onDropFiles: (ids, files) => void putPhotos(ids, files) }), [photos, movePhoto, putPhotos]);
  return { preview, testPrint, canvas };
}
