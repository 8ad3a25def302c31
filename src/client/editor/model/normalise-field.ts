import { assertNever } from '../../../shared/util/assert-never.js';
import { borderWidthFallback, layoutRanges } from '../../../shared/layout/layout-ranges.js';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { clamp } from '../../../shared/layout/clamp.js';
import { normaliseRotation } from '../../../shared/layout/normalise-rotation.js';
import type { Size } from '../../../shared/layout/geometry.js';

/** The value was unusable and the field keeps its previous value. */
export const keepPrevious = Symbol('keepPrevious');

const numericKeys = [
  'x',
  'y',
  'rotation',
  'opacity',
  'shadowBlur',
  'shadowOffsetX',
  'shadowOffsetY',
  'fontSize',
  'lineHeight',
  'width',
  'height',
  'originalWidth',
  'originalHeight',
  'borderWidth',
  'size',
  'quietZone',
  'letterSpacing',
  'strokeWidth',
  'fitHeight',
] as const;
type NumericKey = (typeof numericKeys)[number];

function isNumericKey(key: string): key is NumericKey {
  return (numericKeys as readonly string[]).includes(key);
}

/**
 * Brings one incoming field value into its range. Inputs hand over what the user
 * typed, so a numeric string is read as a number and anything unreadable keeps the old value,
 * except the border thickness, which the spec sends to 1.
 */
export function normaliseField(element: LayoutElement, key: string, value: unknown, canvas: Size): unknown {
  if (!isNumericKey(key)) return value;
  // A kind's optional fields may be cleared (a text's wrap width, fit height, spacing, outline).
  if (value === undefined && modelOf(element).clearableFields.has(key)) return undefined;
  const number = readNumber(value);
  if (!Number.isFinite(number)) return key === 'borderWidth' ? borderWidthFallback : keepPrevious;
  return clampField(element, key, number, canvas);
}

function clampField(element: LayoutElement, key: NumericKey, value: number, canvas: Size): number | typeof keepPrevious {
  const r = layoutRanges;
  switch (key) {
    case 'rotation':
      return normaliseRotation(value);
    case 'opacity':
      return clamp(value, r.opacity.min, r.opacity.max);
    case 'shadowBlur':
      return clamp(value, r.shadowBlur.min, r.shadowBlur.max);
    case 'fontSize':
      return clamp(value, r.fontSize.min, r.fontSize.max);
    case 'lineHeight':
      return clamp(value, r.lineHeight.min, r.lineHeight.max);
    case 'borderWidth':
      return clamp(value, r.borderWidth.min, r.borderWidth.max);
    case 'size':
      return clamp(value, r.qrSize.min);
    case 'quietZone':
      return clamp(Math.round(value), r.qrQuietZone.min, r.qrQuietZone.max);
    case 'width':
    case 'height': {
      // The kind's own range: a separator's width is capped by the canvas, its height is its thickness.
      const range = modelOf(element).sideRange(key, canvas);
      return clamp(value, range.min, range.max);
    }
    case 'originalWidth':
    case 'originalHeight':
      return value > 0 ? value : keepPrevious;
    case 'letterSpacing':
      return clamp(value, r.letterSpacing.min, r.letterSpacing.max);
    case 'strokeWidth':
      return clamp(value, r.strokeWidth.min, r.strokeWidth.max);
    case 'fitHeight':
      return clamp(value, r.textFitHeight.min);
    case 'x':
    case 'y':
    case 'shadowOffsetX':
    case 'shadowOffsetY':
      return value;
    default:
      return assertNever(key);
  }
}

function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
