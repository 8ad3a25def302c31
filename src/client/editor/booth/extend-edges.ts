/**
 * The bleed: a canvas `margin` pixels larger on every side, the source in the middle and its
 * outermost row or column of pixels repeated outward (corners from the corner pixel), so a
 * colour or picture that reaches the edge carries on past the trim instead of a white hairline.
 */
export function extendEdges(source: HTMLCanvasElement, margin: number): HTMLCanvasElement {
  const { width, height } = source;
  const canvas = document.createElement('canvas');
  canvas.width = width + 2 * margin;
  canvas.height = height + 2 * margin;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2D context');
  // Stretching a one-pixel strip without smoothing repeats it exactly.
  context.imageSmoothingEnabled = false;
  context.drawImage(source, margin, margin);
  const right = margin + width;
  const bottom = margin + height;
  const strips: [sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number][] = [
    [0, 0, width, 1, margin, 0, width, margin],
    [0, height - 1, width, 1, margin, bottom, width, margin],
    [0, 0, 1, height, 0, margin, margin, height],
    [width - 1, 0, 1, height, right, margin, margin, height],
    [0, 0, 1, 1, 0, 0, margin, margin],
    [width - 1, 0, 1, 1, right, 0, margin, margin],
    [0, height - 1, 1, 1, 0, bottom, margin, margin],
    [width - 1, height - 1, 1, 1, right, bottom, margin, margin],
  ];
  for (const [sx, sy, sw, sh, dx, dy, dw, dh] of strips) context.drawImage(source, sx, sy, sw, sh, dx, dy, dw, dh);
  return canvas;
}
