import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * Structural equality of two documents. Commands return the same reference when they change
 * nothing, but a gesture can wander and come back (drag out and back to the start), and that
 * must not leave an entry in the history either.
 */
export function isSameDocument(a: LayoutDocument, b: LayoutDocument): boolean {
  return isSameValue(a, b);
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // Keys holding undefined count as absent, as they would after a JSON round trip.
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameValue(left[key], right[key]));
}
