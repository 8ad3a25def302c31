import type { Rect } from '../../layout.js';
import { laurelBranch, laurelWreath } from '../../motifs/botanical.js';
import { g, tf } from '../../svg.js';

/**
 * Laurel around a names band: a full wreath when the band is roughly square (horizontal strips),
 * otherwise two branches meeting under the names.
 */
/** Where names go inside `laurelAround(band, …)`: within the wreath, or above the branches. */
export function laurelClearArea(band: Rect): Rect {
  if (band.h > band.w * 0.7) {
    const r = Math.min(band.w, band.h) * 0.44 * 0.72;
    return { x: band.x + band.w / 2 - r, y: band.y + band.h / 2 - r * 0.8, w: 2 * r, h: 1.6 * r };
  }
  return { ...band, x: band.x + band.w * 0.1, w: band.w * 0.8, h: band.h * 0.72 };
}

export function laurelAround(band: Rect, paint: string, leafLen: number): string {
  const cx = band.x + band.w / 2;
  const cy = band.y + band.h / 2;
  if (band.h > band.w * 0.7) {
    const r = Math.min(band.w, band.h) * 0.44;
    return g({ transform: tf(cx, cy) }, laurelWreath(r, leafLen, paint, 80));
  }
  // Wide bands: two branches meet under the names and sweep outwards and up, like a swag.
  const len = Math.min(band.w * 0.3, band.h * 1.4);
  const y = band.y + band.h * 0.86;
  return g(
    {},
    g({ transform: tf(cx - leafLen * 0.3, y, 192) }, laurelBranch(len, leafLen, paint, -0.12)),
    g({ transform: `${tf(cx + leafLen * 0.3, y)} scale(-1 1) rotate(192)` }, laurelBranch(len, leafLen, paint, -0.12)),
  );
}
