/** Where things go on a 4x6 sheet carrying two copies of a 2x6 strip. */
export interface TwoUpSheet {
  width: number;
  height: number;
  /** Top-left corner of each copy, in sheet pixels. */
  copies: [{ x: number; y: number }, { x: number; y: number }];
  /** The seam between the copies, where the printer's cutter (or scissors) divides the sheet. */
  cut: { x1: number; y1: number; x2: number; y2: number };
}

/**
 * A strip is three times as long as it is wide (600×1800, or 1800×600 lying down). Booth printers
 * print 4x6 sheets and cut them in two, so two copies sit side by side along the short side:
 * 600×1800 gives a 1200×1800 sheet, 1800×600 a 1800×1200 one. Anything else is not a strip.
 */
export function planTwoUpSheet(width: number, height: number): TwoUpSheet | null {
  if (!(width > 0 && height > 0)) return null;
  if (height === width * 3) return { width: width * 2, height, copies: [{ x: 0, y: 0 }, { x: width, y: 0 }], cut: { x1: width, y1: 0, x2: width, y2: height } };
  if (width === height * 3) return { width, height: height * 2, copies: [{ x: 0, y: 0 }, { x: 0, y: height }], cut: { x1: 0, y1: height, x2: width, y2: height } };
  return null;
}

/** Cut line colour and width: a mid grey that shows on light and dark strips alike. */
export const twoUpCutColour = '#808080';
const twoUpCutWidth = 2;

/** The cut line as a filled rectangle: 2 px on the seam, one column (or row) of each copy. */
export function twoUpCutRect(sheet: TwoUpSheet): { x: number; y: number; width: number; height: number } {
  const { cut } = sheet;
  if (cut.x1 === cut.x2) return { x: cut.x1 - twoUpCutWidth / 2, y: cut.y1, width: twoUpCutWidth, height: cut.y2 - cut.y1 };
  return { x: cut.x1, y: cut.y1 - twoUpCutWidth / 2, width: cut.x2 - cut.x1, height: twoUpCutWidth };
}
