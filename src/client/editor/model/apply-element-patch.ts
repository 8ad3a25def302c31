import type { z } from 'zod';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import { clamp } from '../../../shared/layout/clamp.js';
import { getElementSchema, type LayoutElement } from '../../../shared/layout/layout-element.js';
import { layoutRanges } from '../../../shared/layout/layout-ranges.js';
import type { ElementPatch } from '../../../shared/layout/element-patch.js';
import type { Size } from '../../../shared/layout/geometry.js';
import { isLocked } from './is-locked.js';
import { keepPrevious, normaliseField } from './normalise-field.js';

const geometryKeys = new Set(['x', 'y', 'width', 'height', 'rotation']);

/**
 * Applies a property patch field by field: each value is clamped, then checked against the
 * element's own schema, and a value that still fails keeps the old one, so one bad input never
 * discards the rest of the patch nor makes the document invalid. Fields of other element types
 * are ignored; locked clip-art keeps its geometry. Returns the same element when nothing changed.
 */
export function applyElementPatch(element: LayoutElement, patch: ElementPatch, canvas: Size): LayoutElement {
  const schema = getElementSchema(element.type);
  const shape: Readonly<Record<string, z.ZodType>> = schema.shape;
  const candidate: Record<string, unknown> = { ...element };
  const patchedKeys = new Set<string>();
  for (const [key, raw] of Object.entries(patch)) {
    const fieldSchema = shape[key];
    if (key === 'id' || key === 'type' || fieldSchema === undefined) continue;
    if (isLocked(element) && geometryKeys.has(key)) continue;
    const value = normaliseField(element, key, raw, canvas);
    if (value === keepPrevious || !fieldSchema.safeParse(value).success) continue;
    if (value === undefined) delete candidate[key];
    else candidate[key] = value;
    patchedKeys.add(key);
  }
  keepAspectRatio(element, candidate, patchedKeys);
  if (!hasDifference(element, candidate)) return element;
  const parsed = schema.safeParse(candidate);
  return parsed.success ? parsed.data : element;
}

/**
 * Height / width an element must keep, or null when it resizes freely. Images follow their
 * original; clip-art with keepRatio and frames keep the ratio they have now.
 */
function findLockedRatio(element: LayoutElement, candidate: Record<string, unknown>): number | null {
  return modelOf(element).lockedRatio(element, candidate);
}

const sizeKeys = ['width', 'height', 'originalWidth', 'originalHeight'];

/**
 * When both sides arrive, the width wins: the spec's controls are width inputs and sliders.
 * Untouched sizes are not recomputed, since h / w × w need not give h back in floating point.
 */
function keepAspectRatio(element: LayoutElement, candidate: Record<string, unknown>, patchedKeys: ReadonlySet<string>): void {
  if (!sizeKeys.some((key) => patchedKeys.has(key))) return;
  const ratio = findLockedRatio(element, candidate);
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return;
  let width = Number(candidate['width']);
  if (patchedKeys.has('height') && !patchedKeys.has('width')) {
    width = clamp(Number(candidate['height']) / ratio, layoutRanges.elementWidth.min);
    candidate['width'] = width;
  }
  candidate['height'] = width * ratio;
}

function hasDifference(element: LayoutElement, candidate: Record<string, unknown>): boolean {
  const before: Record<string, unknown> = element;
  const keys = new Set([...Object.keys(before), ...Object.keys(candidate)]);
  return [...keys].some((key) => !Object.is(before[key], candidate[key]));
}
