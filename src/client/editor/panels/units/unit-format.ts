import { localeOf } from '../../../../shared/i18n/language.js';
import { pointsToPx, pxToPoints, pxToUnit, roundForUnit, unitDecimals, unitToPx, type LengthUnit } from '../../../../shared/layout/print-units.js';

/** How one kind of measure (lengths, font sizes) reads in the panel and is typed back. */
export interface MeasureFormat {
  /** The unit's symbol: 'mm', 'cm', 'in', 'px' or 'pt'. */
  symbol: string;
  decimals: number;
  /** Template px as the field shows it, rounded to the unit's decimals. */
  toShown: (px: number) => number;
  /**
   * A typed value as template px. Typing back the value the field showed keeps `current`
   * exactly, so confirming a field never nudges an element by a rounding step.
   */
  fromShown: (shown: number, current?: number) => number;
  /** Template px as a label reads it, in the interface language: '0,4 mm', '13 pt'. */
  format: (px: number) => string;
}

export interface UnitFormat {
  unit: LengthUnit;
  length: MeasureFormat;
  /** Points at the template's dpi in a physical unit, template px when the operator works in px. */
  fontSize: MeasureFormat;
}

export function createUnitFormat(unit: LengthUnit, dpi: number, language: string): UnitFormat {
  const number = (decimals: number) => new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: decimals });
  const build = (symbol: LengthUnit | 'pt', toUnit: (px: number) => number, toPx: (value: number) => number): MeasureFormat => {
    const decimals = unitDecimals[symbol];
    const formatter = number(decimals);
    const toShown = (px: number) => roundForUnit(toUnit(px), symbol);
    return {
      symbol,
      decimals,
      toShown,
      fromShown: (shown, current) => (current !== undefined && toShown(current) === shown ? current : toPx(shown)),
      format: (px) => `${formatter.format(toShown(px))} ${symbol}`,
    };
  };
  const length = build(unit, (px) => pxToUnit(px, unit, dpi), (value) => unitToPx(value, unit, dpi));
  const fontSize =
    unit === 'px'
      ? length
      : build(
          'pt',
          (px) => pxToPoints(px, dpi),
          (points) => pointsToPx(points, dpi),
        );
  return { unit, length, fontSize };
}
