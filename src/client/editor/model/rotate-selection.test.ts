import { describe, expect, it } from 'vitest';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { rotateSelection } from './rotate-selection.js';
import { findElement, makeDocument, makeImage, makeLine, makePlaceholder } from './test-fixtures.js';

// The group spans x 100..900, y 100..600 (centre 500, 350); the line is on its own.
const document = makeDocument([makeImage({ groupId: 'g' }), makePlaceholder({ x: 600, y: 400, groupId: 'g' }), makeLine({ x: 100, y: 1000 })]);

describe('rotateSelection', () => {
  it('turns a whole group about its centre, and a loose element about its own', () => {
    const next = rotateSelection(document, { ids: ['image', 'frame', 'line'], degrees: 90 });
    const image = getElementCentre(findElement(next, 'image'));
    expect(image.x).toBeCloseTo(600, 6);
    expect(image.y).toBeCloseTo(150, 6);
    const line = getElementCentre(findElement(next, 'line'));
    expect(line.x).toBeCloseTo(250, 6);
    expect(line.y).toBeCloseTo(1001.5, 6);
    expect(findElement(next, 'line').rotation).toBe(90);
  });

  it('turns a member picked on its own about its own centre', () => {
    const next = rotateSelection(document, { ids: ['frame'], degrees: 90 });
    const frame = getElementCentre(findElement(next, 'frame'));
    expect(frame.x).toBeCloseTo(750, 6);
    expect(frame.y).toBeCloseTo(500, 6);
    expect(findElement(next, 'image')).toBe(findElement(document, 'image'));
  });
});
