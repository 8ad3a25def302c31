/** The one definition of the print units every layer converts with. */
export const mmPerInch = 25.4;
export const cmPerInch = 2.54;
/** Typographic (and PDF) points: 1 pt = 1/72 in. */
export const pointsPerInch = 72;

/** A length in millimetres as pixels at `dpi`. */
export function mmToPixels(mm: number, dpi: number): number {
  return (mm / mmPerInch) * dpi;
}
