import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';

let kept: { key: string; canvas: SceneCanvas } | null = null;

/**
 * The canvas an image export draws into, transparent, of template size × pixelRatio. One is kept
 * from one export to the next: a new 1200×1800 bitmap is allocated and zeroed at its first use,
 * which was most of an export's drawing time, and then left to the garbage collector. Reusing it
 * is safe because exportLayout encodes it at once: toBlob copies the bitmap when it is called.
 */
export function takeExportCanvas(size: { width: number; height: number }, pixelRatio: number): SceneCanvas {
  const key = `${size.width}×${size.height}@${pixelRatio}`;
  if (kept?.key === key) {
    const context = kept.canvas.getContext();
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    context.clear();
    return kept.canvas;
  }
  releaseExportCanvas();
  const canvas = new SceneCanvas({ width: size.width, height: size.height, pixelRatio });
  kept = { key, canvas };
  return canvas;
}

/** Frees the kept canvas's bitmap now (when the editor goes, or after a failed draw). */
export function releaseExportCanvas(): void {
  if (kept === null) return;
  Konva.Util.releaseCanvas(kept.canvas._canvas);
  kept = null;
}
