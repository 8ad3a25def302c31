import { describe, expect, it } from 'vitest';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { rotateElements } from './rotate-elements.js';
import { findElement, makeClipart, makeDocument, makeImage, makeLine } from './test-fixtures.js';

const document = makeDocument([makeImage(), makeLine({ rotation: 170 }), makeClipart({ id: 'locked', locked: true })]);

describe('rotateElements', () => {
  it('adds the angle to every listed element', () => {
    const next = rotateElements(document, { ids: ['image'], degrees: 15 });
    expect(findElement(next, 'image').rotation).toBe(15);
  });

  it('wraps modulo 360 into -180..180', () => {
    expect(findElement(rotateElements(document, { ids: ['line'], degrees: 15 }), 'line').rotation).toBe(-175);
    expect(findElement(rotateElements(document, { ids: ['image'], degrees: -195 }), 'image').rotation).toBe(165);
  });

  it('turns each element about its centre', () => {
    const before = getElementCentre(findElement(document, 'image'));
    const after = getElementCentre(findElement(rotateElements(document, { ids: ['image'], degrees: 90 }), 'image'));
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('does not turn locked clip-art, and does nothing for a full turn or a bad angle', () => {
    expect(rotateElements(document, { ids: ['locked'], degrees: 15 })).toBe(document);
    expect(rotateElements(document, { ids: ['image'], degrees: 360 })).toBe(document);
    expect(rotateElements(document, { ids: ['image'], degrees: Number.NaN })).toBe(document);
  });
});
