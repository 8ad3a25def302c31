import { planEdgeStrips } from '../../../shared/print/edge-strips.js';

/** The bleed (see planEdgeStrips): a canvas `margin` pixels larger on every side, the source in the middle. */
export function extendEdges(source: HTMLCanvasElement, margin: number): HTMLCanvasElement {
  const { width, height } = source;
  const canvas = document.createElement('canvas');
  canvas.width = width + 2 * margin;
  canvas.height = height + 2 * margin;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2D context');
  context.imageSmoothingEnabled = false;
  context.drawImage(source, margin, margin);
  for (const [sx, sy, sw, sh, dx, dy, dw, dh] of planEdgeStrips(width, height, margin)) context.drawImage(source, sx, sy, sw, sh, dx, dy, dw, dh);
  return canvas;
}
