import type { DragEvent } from 'react';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { ViewTransform } from '../model/view-transform.js';
import type { Offset } from './cover-fit.js';
import { findFrameAt } from './find-frame-at.js';
import type { PreviewPhoto } from './use-photo-preview.js';

/** What the canvas needs to draw the photo preview and to take test photos dropped on frames. */
export interface CanvasPhotoPreview {
  photos: ReadonlyMap<string, PreviewPhoto>;
  onMove: (frameId: string, offset: Offset) => void;
  onDropFiles: (frameIds: readonly string[], files: readonly File[]) => void;
}

const hasFiles = (event: DragEvent<HTMLElement>) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The stage box's handlers for files dragged from the computer: over a frame the drop is
 * accepted (copy cursor) and the first file becomes that frame's test photo; elsewhere the
 * browser's own handling is kept out (it would open the file in place of the editor).
 */
export function photoDropHandlers(preview: CanvasPhotoPreview, elements: readonly LayoutElement[], view: ViewTransform) {
  const frameUnder = (event: DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return findFrameAt(elements, { x: (event.clientX - box.left - view.x) / view.scale, y: (event.clientY - box.top - view.y) / view.scale });
  };
  return {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = frameUnder(event) === null ? 'none' : 'copy';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      const frame = frameUnder(event);
      const files = Array.from(event.dataTransfer.files).slice(0, 1);
      if (frame !== null && files.length > 0) preview.onDropFiles([frame.id], files);
    },
  };
}
