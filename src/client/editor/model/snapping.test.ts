import { describe, expect, it } from 'vitest';
import { snapBox, findSnapTargets, type SnapInput } from './snapping.js';
import { makeDocument, makeImage, makeLine } from './test-fixtures.js';

const canvas = { width: 1000, height: 2000 };

function input(overrides: Partial<SnapInput>): SnapInput {
  return { moving: { x: 0, y: 0, width: 100, height: 50 }, others: [], canvas, scale: 1, ...overrides };
}

describe('snapBox', () => {
  it('leaves a box far from everything where it is, with no guides', () => {
    expect(snapBox(input({ moving: { x: 10, y: 10, width: 100, height: 50 } }))).toEqual({ x: 10, y: 10, dx: 0, dy: 0, guides: [] });
  });

  it('snaps the box centre to the canvas centre when under 5 screen px away', () => {
    // Centre x at 495.1: 4.9 px from 500.
    const result = snapBox(input({ moving: { x: 445.1, y: 10, width: 100, height: 50 } }));
    expect(result.x).toBeCloseTo(450);
    expect(result.dx).toBeCloseTo(4.9);
    expect(result.guides).toEqual([{ orientation: 'vertical', x: 500 }]);
  });

  it('does not snap at exactly 5 px', () => {
    const result = snapBox(input({ moving: { x: 445, y: 10, width: 100, height: 50 } }));
    expect(result.x).toBe(445);
    expect(result.guides).toEqual([]);
  });

  it('measures the threshold on screen: at scale 0.5, 9.8 template px snap and 10 do not; at scale 2, 2.4 do and 2.6 do not', () => {
    expect(snapBox(input({ moving: { x: 440.2, y: 10, width: 100, height: 50 }, scale: 0.5 })).x).toBeCloseTo(450);
    expect(snapBox(input({ moving: { x: 440, y: 10, width: 100, height: 50 }, scale: 0.5 })).x).toBe(440);
    expect(snapBox(input({ moving: { x: 447.6, y: 10, width: 100, height: 50 }, scale: 2 })).x).toBeCloseTo(450);
    expect(snapBox(input({ moving: { x: 447.4, y: 10, width: 100, height: 50 }, scale: 2 })).x).toBe(447.4);
  });

  it("snaps left, centre and right edges to other elements' edges and centres", () => {
    const other = { x: 200, y: 600, width: 100, height: 100 };
    expect(snapBox(input({ moving: { x: 203, y: 0, width: 40, height: 20 }, others: [other] })).x).toBe(200);
    expect(snapBox(input({ moving: { x: 228, y: 0, width: 40, height: 20 }, others: [other] })).x).toBe(230);
    expect(snapBox(input({ moving: { x: 258, y: 0, width: 40, height: 20 }, others: [other] })).x).toBe(260);
    expect(snapBox(input({ moving: { x: 302, y: 0, width: 40, height: 20 }, others: [other] })).x).toBe(300);
    expect(snapBox(input({ moving: { x: 0, y: 697, width: 40, height: 20 }, others: [other] }))).toMatchObject({ y: 700, guides: [{ orientation: 'horizontal', y: 700 }] });
  });

  it('chooses the closest candidate on each axis', () => {
    const others = [
      { x: 103, y: 0, width: 10, height: 10 },
      { x: 99, y: 0, width: 10, height: 10 },
    ];
    const result = snapBox(input({ moving: { x: 100, y: 500, width: 40, height: 20 }, others }));
    expect(result.x).toBe(99);
    expect(result.guides).toEqual([{ orientation: 'vertical', x: 99 }]);
  });

  it('snaps both axes at once and shows every target the snapped box touches', () => {
    const others = [
      { x: 300, y: 1200, width: 50, height: 50 },
      { x: 400, y: 1500, width: 50, height: 50 },
    ];
    const result = snapBox(input({ moving: { x: 302, y: 997, width: 100, height: 6 }, others }));
    expect(result).toMatchObject({ x: 300, y: 997, dx: -2, dy: 0 });
    expect(result.guides).toEqual([
      { orientation: 'vertical', x: 300 },
      { orientation: 'vertical', x: 350 },
      { orientation: 'vertical', x: 400 },
      { orientation: 'horizontal', y: 1000 },
    ]);
  });
});

describe('findSnapTargets', () => {
  it('gives the drawn boxes of the elements that are not moving', () => {
    const document = makeDocument([makeImage(), makeLine({ rotation: 90 })]);
    const [box] = findSnapTargets(document, ['image']);
    expect(box?.x).toBeCloseTo(97);
    expect(box?.width).toBeCloseTo(3);
    expect(box?.height).toBeCloseTo(300);
  });
});
