import { describe, expect, it } from 'vitest';
import { centreHorizontally } from './centre-horizontally.js';
import { getElementBox } from '../../../shared/layout/element-box.js';
import { findElement, makeClipart, makeDocument, makeImage, makeText } from './test-fixtures.js';

const document = makeDocument([makeImage(), makeImage({ id: 'turned', rotation: 90 }), makeText(), makeClipart({ id: 'locked', locked: true })]);

describe('centreHorizontally', () => {
  it('puts the element centre on the canvas centre line, taking its width into account', () => {
    expect(findElement(centreHorizontally(document, { ids: ['image'] }), 'image')).toMatchObject({ x: 400, y: 100 });
  });

  it('centres a rotated element by the box it is drawn in', () => {
    const box = getElementBox(findElement(centreHorizontally(document, { ids: ['turned'] }), 'turned'));
    expect(box.x + box.width / 2).toBeCloseTo(600);
  });

  it('centres text by the measured size', () => {
    const next = centreHorizontally(document, { ids: ['text'], measureText: () => ({ width: 300, height: 50 }) });
    expect(findElement(next, 'text').x).toBe(450);
  });

  it('centres each element on its own and leaves locked clip-art', () => {
    const next = centreHorizontally(document, { ids: ['image', 'locked'] });
    expect(findElement(next, 'locked')).toBe(findElement(document, 'locked'));
    expect(centreHorizontally(next, { ids: ['image'] })).toBe(next);
  });
});
