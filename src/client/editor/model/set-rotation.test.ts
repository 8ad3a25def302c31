import { describe, expect, it } from 'vitest';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { setRotation } from './set-rotation.js';
import { findElement, makeClipart, makeDocument, makeText } from './test-fixtures.js';

const document = makeDocument([makeText(), makeClipart({ id: 'locked', locked: true })]);

describe('setRotation', () => {
  it('sets the normalised angle, turning about the centre with the given measurer', () => {
    const measureText = () => ({ width: 200, height: 50 });
    const next = findElement(setRotation(document, { id: 'text', rotation: 450, measureText }), 'text');
    expect(next.rotation).toBe(90);
    const centre = getElementCentre(next, measureText);
    expect(centre.x).toBeCloseTo(200);
    expect(centre.y).toBeCloseTo(125);
  });

  it('ignores locked clip-art and non-finite angles', () => {
    expect(setRotation(document, { id: 'locked', rotation: 30 })).toBe(document);
    expect(setRotation(document, { id: 'text', rotation: Number.NaN })).toBe(document);
  });
});
