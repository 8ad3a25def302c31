/**
 * Print units for the properties panel. The document stays in template pixels; these
 * turn them into what an operator thinks in and back. Lengths use the template's dpi (300 for
 * every Cornice format); font sizes read in typographic points (1 pt = 1/72 in).
 */
import { cmPerInch, mmPerInch, pointsPerInch } from '../print/print-units.js';

export const lengthUnits = ['mm', 'cm', 'in', 'px'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && (lengthUnits as readonly string[]).includes(value);
}

const perInch: Readonly<Record<Exclude<LengthUnit, 'px'>, number>> = { mm: mmPerInch, cm: cmPerInch, in: 1 };

/**
 * Decimals shown for each unit: each is finer than one template px at 300 dpi (0.085 mm), so a
 * value typed in the unit and stored in px reads back the same.
 */
export const unitDecimals: Readonly<Record<LengthUnit | 'pt', number>> = { mm: 1, cm: 2, in: 3, px: 0, pt: 1 };

/** Template px in the given unit, unrounded. */
export function pxToUnit(px: number, unit: LengthUnit, dpi: number): number {
  return unit === 'px' ? px : (px / dpi) * perInch[unit];
}

/**
 * A value typed in the unit as template px, rounded to 1/100 px: fine enough that the shown
 * value reads back unchanged, coarse enough that no float noise is stored.
 */
export function unitToPx(value: number, unit: LengthUnit, dpi: number): number {
  const px = unit === 'px' ? value : (value / perInch[unit]) * dpi;
  return roundTo(px, 2);
}

/** A font size in points: pt = px × 72 / dpi (at 300 dpi, 54 px is about 13 pt). */
export function pxToPoints(px: number, dpi: number): number {
  return (px * pointsPerInch) / dpi;
}

export function pointsToPx(points: number, dpi: number): number {
  return roundTo((points * dpi) / pointsPerInch, 2);
}

/** A number rounded to the decimals a unit shows. */
export function roundForUnit(value: number, unit: LengthUnit | 'pt'): number {
  return roundTo(value, unitDecimals[unit]);
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Adding 0 turns -0 into 0, so a field never shows '-0'.
  return Math.round(value * factor) / factor + 0;
}
