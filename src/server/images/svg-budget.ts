import { readSvgElements, type SvgElement } from './svg-scan.js';

/** Bounds no real logo comes near, far below what makes librsvg take seconds. */
export const svgLimits = {
  elements: 10_000,
  depth: 64,
  uses: 256,
  /** Elements drawn once every `<use>` and url(#…) reference is followed: the document's real size. */
  drawn: 10_000,
  /** Hops from a reference to what it references, to what that references… */
  referenceDepth: 4,
  /** Declared width or height, in CSS pixels. */
  side: 8000,
};

export type SvgVerdict = { ok: true } | { ok: false; reason: 'not-svg' | 'doctype' | 'too-complex' | 'too-large' };

/**
 * Judges an SVG before anything renders it, in one linear pass (svg-scan.ts, no regular
 * expressions): no DOCTYPE (so no entities) and no processing instruction beyond the XML
 * declaration; element count, nesting, `<use>` count, reference depth, the number of elements
 * drawn once references are expanded (a billion laughs of nested `<use>` is caught here, by
 * counting, not by drawing) and the declared size all within svgLimits.
 */
export function checkSvgBudget(bytes: Buffer): SvgVerdict {
  const scan = readSvgElements(bytes, { maxElements: svgLimits.elements, maxDepth: svgLimits.depth });
  if (!scan.ok) return scan;
  const { elements } = scan;
  const root = elements[0];
  if (root?.name !== 'svg') return { ok: false, reason: 'not-svg' };
  if (elements.filter((element) => element.name === 'use').length > svgLimits.uses) return { ok: false, reason: 'too-complex' };
  if (!withinDeclaredSize(root)) return { ok: false, reason: 'too-large' };
  return drawnCount(elements) <= svgLimits.drawn ? { ok: true } : { ok: false, reason: 'too-complex' };
}

const unitPixels: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, em: 16, ex: 8 };

/** A length in CSS pixels; undefined for a percentage or anything librsvg would not take as a size. */
function lengthInPixels(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  let end = 0;
  while (end < trimmed.length && '0123456789.+-'.includes(trimmed.charAt(end))) end += 1;
  // An exponent (1e3) but not a unit (1em, 1ex).
  if ('eE'.includes(trimmed.charAt(end)) && '0123456789+-'.includes(trimmed.charAt(end + 1)) && end + 1 < trimmed.length) {
    end += 2;
    while (end < trimmed.length && '0123456789'.includes(trimmed.charAt(end))) end += 1;
  }
  const number = Number(trimmed.slice(0, end));
  const scale = unitPixels[trimmed.slice(end).toLowerCase()];
  if (scale === undefined || Number.isNaN(number)) return undefined;
  return number * scale;
}

function withinDeclaredSize(root: SvgElement): boolean {
  const viewBox = (root.attributes.get('viewBox') ?? '').split(/[\s,]+/).filter((part) => part !== '');
  const sides = [lengthInPixels(root.attributes.get('width')), lengthInPixels(root.attributes.get('height'))];
  if (viewBox.length === 4) sides.push(Number(viewBox[2]), Number(viewBox[3]));
  return sides.every((side) => side === undefined || Number.isNaN(side) || Math.abs(side) <= svgLimits.side);
}

/**
 * Elements drawn with every reference expanded: an element counts itself, its children and,
 * for each reference it makes, everything the referenced element counts. Memoised, so linear
 * in the document; a reference cycle or a chain deeper than svgLimits.referenceDepth is too
 * complex, and the count stops growing once past the limit.
 */
function drawnCount(elements: readonly SvgElement[]): number {
  const byId = new Map<string, number>();
  elements.forEach((element, index) => {
    const id = element.attributes.get('id');
    if (id !== undefined && !byId.has(id)) byId.set(id, index);
  });
  const children = elements.map((): number[] => []);
  elements.forEach((element, index) => {
    if (element.parent >= 0) children[element.parent]?.push(index);
  });
  const counts = new Map<number, number>();
  const inProgress = new Set<number>();
  const cap = svgLimits.drawn + 1;
  const count = (index: number, hops: number): number => {
    const known = counts.get(index);
    if (known !== undefined) return known;
    if (inProgress.has(index) || hops > svgLimits.referenceDepth) return Infinity;
    inProgress.add(index);
    let total = 1;
    for (const child of children[index] ?? []) total = Math.min(cap, total + count(child, hops));
    for (const target of elements[index]?.references ?? []) {
      const referenced = byId.get(target);
      if (referenced !== undefined) total = Math.min(cap, total + count(referenced, hops + 1));
    }
    inProgress.delete(index);
    counts.set(index, total);
    return total;
  };
  return count(0, 0);
}
