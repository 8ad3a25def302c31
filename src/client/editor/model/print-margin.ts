/** Spec §2, §9: the dashed red guide sits 3 mm inside the trim edge. */
export const printMarginMm = 3;

/**
 * The template's pixels along its width against the physical width they print at. A catalogue
 * Format satisfies it directly (widthPx, widthMm); a custom template passes its pixel width and
 * the physical width of its format.
 */
export interface PhysicalWidth {
  widthPx: number;
  widthMm: number;
}

/**
 * How many template pixels the guide is inset from each edge: e.g. 1200 px over 101.6 mm gives
 * 3 mm = 35.43 px. Computed from the physical size, not assumed 300 dpi, so custom templates at
 * other resolutions get a true 3 mm. A size that cannot be divided gives 0: no guide.
 */
export function printMarginPx(size: PhysicalWidth, mm: number = printMarginMm): number {
  const pxPerMm = size.widthPx / size.widthMm;
  if (!Number.isFinite(pxPerMm) || pxPerMm <= 0 || !Number.isFinite(mm) || mm < 0) return 0;
  return pxPerMm * mm;
}
