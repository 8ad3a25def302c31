import { describe, expect, it } from 'vitest';
import { getElementBox, getElementCentre, getElementSize } from '../../../shared/layout/element-box.js';
import { makeImage, makeLine, makeText } from './test-fixtures.js';

describe('getElementSize', () => {
  it('uses the stored size, the thickness for a separator, the measurer for text', () => {
    expect(getElementSize(makeImage())).toEqual({ width: 400, height: 300 });
    expect(getElementSize(makeLine())).toEqual({ width: 300, height: 3 });
    expect(getElementSize(makeText(), () => ({ width: 7, height: 8 }))).toEqual({ width: 7, height: 8 });
  });
});

describe('getElementBox', () => {
  it('is the stored box for an upright element', () => {
    expect(getElementBox(makeImage())).toEqual({ x: 100, y: 100, width: 400, height: 300 });
  });

  it('bounds the element rotated about its origin', () => {
    const box = getElementBox(makeImage({ rotation: 90 }));
    expect(box.x).toBeCloseTo(-200);
    expect(box.y).toBeCloseTo(100);
    expect(box.width).toBeCloseTo(300);
    expect(box.height).toBeCloseTo(400);
  });
});

describe('getElementCentre', () => {
  it('is the box centre, rotated with the element', () => {
    expect(getElementCentre(makeImage())).toEqual({ x: 300, y: 250 });
    const turned = getElementCentre(makeImage({ rotation: 90 }));
    expect(turned.x).toBeCloseTo(-50);
    expect(turned.y).toBeCloseTo(300);
  });
});
