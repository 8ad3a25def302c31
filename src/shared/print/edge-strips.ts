/** One drawImage of the bleed: a source rectangle stretched onto a destination one. */
export type EdgeStrip = [sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number];

/**
 * The bleed of a `width`×`height` raster placed `margin` pixels in on a larger canvas: its
 * outermost rows and columns stretched outward (corners from the corner pixel), so a colour or
 * picture that reaches the edge carries on past the trim instead of a white hairline. Drawn
 * without smoothing, a one-pixel strip stretched is that pixel repeated exactly. Shared by the
 * browser's and the server's PDF, so both bleed alike.
 */
export function planEdgeStrips(width: number, height: number, margin: number): EdgeStrip[] {
  const right = margin + width;
  const bottom = margin + height;
  return [
    [0, 0, width, 1, margin, 0, width, margin],
    [0, height - 1, width, 1, margin, bottom, width, margin],
    [0, 0, 1, height, 0, margin, margin, height],
    [width - 1, 0, 1, height, right, margin, margin, height],
    [0, 0, 1, 1, 0, 0, margin, margin],
    [width - 1, 0, 1, 1, right, 0, margin, margin],
    [0, height - 1, 1, 1, 0, bottom, margin, margin],
    [width - 1, height - 1, 1, 1, right, bottom, margin, margin],
  ];
}
