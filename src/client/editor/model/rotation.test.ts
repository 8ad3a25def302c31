import { describe, expect, it } from 'vitest';
import { makeImage, findElement, makeClipart, makeDocument, makeLine, makeText, makePlaceholder } from './test-fixtures.js';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { rotateAboutCentre, rotateElements, rotateSelection, setRotation } from './rotation.js';

describe('rotateAboutCentre', () => {
  it('moves the origin so that the centre stays put', () => {
    // 400 × 300 at (100, 100): centre (300, 250). Upside down, the origin is the far corner.
    const turned = rotateAboutCentre(makeImage(), 180);
    expect(turned.rotation).toBe(180);
    expect(turned.x).toBeCloseTo(500);
    expect(turned.y).toBeCloseTo(400);
  });

  it('returns the same element for the same angle', () => {
    const image = makeImage({ rotation: 30 });
    expect(rotateAboutCentre(image, 30)).toBe(image);
  });
});

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

const textAndLocked = makeDocument([makeText(), makeClipart({ id: 'locked', locked: true })]);

describe('setRotation', () => {
  it('sets the normalised angle, turning about the centre with the given measurer', () => {
    const measureText = () => ({ width: 200, height: 50 });
    const next = findElement(setRotation(textAndLocked, { id: 'text', rotation: 450, measureText }), 'text');
    expect(next.rotation).toBe(90);
    const centre = getElementCentre(next, measureText);
    expect(centre.x).toBeCloseTo(200);
    expect(centre.y).toBeCloseTo(125);
  });

  it('ignores locked clip-art and non-finite angles', () => {
    expect(setRotation(textAndLocked, { id: 'locked', rotation: 30 })).toBe(textAndLocked);
    expect(setRotation(textAndLocked, { id: 'text', rotation: Number.NaN })).toBe(textAndLocked);
  });
});

// The group spans x 100..900, y 100..600 (centre 500, 350); the line is on its own.
const withGroup = makeDocument([makeImage({ groupId: 'g' }), makePlaceholder({ x: 600, y: 400, groupId: 'g' }), makeLine({ x: 100, y: 1000 })]);

describe('rotateSelection', () => {
  it('turns a whole group about its centre, and a loose element about its own', () => {
    const next = rotateSelection(withGroup, { ids: ['image', 'frame', 'line'], degrees: 90 });
    const image = getElementCentre(findElement(next, 'image'));
    expect(image.x).toBeCloseTo(600, 6);
    expect(image.y).toBeCloseTo(150, 6);
    const line = getElementCentre(findElement(next, 'line'));
    expect(line.x).toBeCloseTo(250, 6);
    expect(line.y).toBeCloseTo(1001.5, 6);
    expect(findElement(next, 'line').rotation).toBe(90);
  });

  it('turns a member picked on its own about its own centre', () => {
    const next = rotateSelection(withGroup, { ids: ['frame'], degrees: 90 });
    const frame = getElementCentre(findElement(next, 'frame'));
    expect(frame.x).toBeCloseTo(750, 6);
    expect(frame.y).toBeCloseTo(500, 6);
    expect(findElement(next, 'image')).toBe(findElement(withGroup, 'image'));
  });
});
