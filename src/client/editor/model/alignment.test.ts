import { describe, expect, it } from 'vitest';
import { findElement, makeClipart, makeDocument, makeImage, makePlaceholder, makeLine } from './test-fixtures.js';
import { alignElements, centreOnCanvas, distributeElements } from './alignment.js';

// Three boxes: image 400×300 at (100, 100), frame 300×200 at (600, 400), clip-art 200×100 at (300, 900).
const document = makeDocument([makeImage(), makePlaceholder({ x: 600, y: 400 }), makeClipart({ x: 300, y: 900 }), makeClipart({ id: 'locked', locked: true, x: 50, y: 1500 })]);
const ids = ['image', 'frame', 'clipart'];

function xs(next: typeof document) {
  return ids.map((id) => findElement(next, id).x);
}

function ys(next: typeof document) {
  return ids.map((id) => findElement(next, id).y);
}

describe('alignElements', () => {
  it('aligns several elements to the box around them', () => {
    expect(xs(alignElements(document, { ids, edge: 'left' }))).toEqual([100, 100, 100]);
    expect(xs(alignElements(document, { ids, edge: 'right' }))).toEqual([500, 600, 700]);
    expect(xs(alignElements(document, { ids, edge: 'centre' }))).toEqual([300, 350, 400]);
    expect(ys(alignElements(document, { ids, edge: 'top' }))).toEqual([100, 100, 100]);
    expect(ys(alignElements(document, { ids, edge: 'bottom' }))).toEqual([700, 800, 900]);
    expect(ys(alignElements(document, { ids, edge: 'middle' }))).toEqual([400, 450, 500]);
  });

  it('aligns a single element to the page', () => {
    expect(findElement(alignElements(document, { ids: ['image'], edge: 'right' }), 'image').x).toBe(800);
    expect(findElement(alignElements(document, { ids: ['image'], edge: 'middle' }), 'image').y).toBe(750);
    expect(findElement(alignElements(document, { ids: ['image'], edge: 'left' }), 'image').x).toBe(0);
  });

  it('aligns by the drawn box of a rotated element', () => {
    const turned = makeDocument([makeImage({ rotation: 90, x: 500, y: 100 })]);
    // Turned a quarter about (x, y), a 400×300 picture spans x 200..500.
    expect(findElement(alignElements(turned, { ids: ['image'], edge: 'left' }), 'image').x).toBeCloseTo(300);
  });

  it('leaves locked clip-art where it is, and returns the same document when nothing moves', () => {
    const next = alignElements(document, { ids: [...ids, 'locked'], edge: 'left' });
    expect(findElement(next, 'locked').x).toBe(50);
    expect(findElement(next, 'image').x).toBe(50);
    const aligned = alignElements(document, { ids, edge: 'top' });
    expect(alignElements(aligned, { ids, edge: 'top' })).toBe(aligned);
    expect(alignElements(document, { ids: ['nope'], edge: 'top' })).toBe(document);
  });

  it('moves a whole group as one box, keeping its shape; a group alone aligns to the page', () => {
    const grouped = makeDocument([makeImage({ groupId: 'g' }), makePlaceholder({ x: 600, y: 400, groupId: 'g' }), makeClipart({ x: 300, y: 900 })]);
    const next = alignElements(grouped, { ids: ['image', 'frame', 'clipart'], edge: 'right' });
    // The selection's box spans x 100..900, the group's own box too: the group stays, and the
    // clip-art (300..500) moves right to end at 900.
    expect(findElement(next, 'image').x).toBe(100);
    expect(findElement(next, 'frame').x).toBe(600);
    expect(findElement(next, 'clipart').x).toBe(700);
    const left = alignElements(grouped, { ids: ['image', 'frame'], edge: 'right' });
    // Alone, the group (800 wide) goes to the page's right edge, 1200: shifted by 300.
    expect(findElement(left, 'image').x).toBe(400);
    expect(findElement(left, 'frame').x).toBe(900);
  });
});

// Widths 400, 300, 200; spans 100..500, 560..860, 1000..1200 on x; heights 300, 200, 100.
const spread = makeDocument([makeImage({ x: 100, y: 100 }), makePlaceholder({ x: 560, y: 1200 }), makeClipart({ x: 1000, y: 500 }), makeClipart({ id: 'locked', locked: true, x: 0, y: 0 })]);

describe('distributeElements', () => {
  it('makes the gaps between neighbours equal, the outer two staying put', () => {
    const next = distributeElements(spread, { ids, axis: 'horizontal' });
    // Span 100..1200 = 1100, boxes 900 wide: two gaps of 100.
    expect(findElement(next, 'image').x).toBe(100);
    expect(findElement(next, 'frame').x).toBe(600);
    expect(findElement(next, 'clipart').x).toBe(1000);
    expect(findElement(next, 'frame').y).toBe(1200);
  });

  it('orders by position on the axis, not by layer', () => {
    const next = distributeElements(spread, { ids, axis: 'vertical' });
    // y spans: image 100..400, clipart 500..600, frame 1200..1400 → gaps of (1300 - 600) / 2 = 350.
    expect(findElement(next, 'image').y).toBe(100);
    expect(findElement(next, 'clipart').y).toBe(750);
    expect(findElement(next, 'frame').y).toBe(1200);
  });

  it('needs three movable elements; locked clip-art takes no part', () => {
    expect(distributeElements(spread, { ids: ['image', 'frame'], axis: 'horizontal' })).toBe(spread);
    expect(distributeElements(spread, { ids: ['image', 'frame', 'locked'], axis: 'horizontal' })).toBe(spread);
  });

  it('spaces a whole group as one box', () => {
    // Group: image 100..500 and line 520..820 on x (box 100..820); frame 900..1200; clip-art 1300..1500.
    const grouped = makeDocument([
      makeImage({ x: 100, groupId: 'g' }),
      makeLine({ x: 520, groupId: 'g' }),
      makeClipart({ x: 1300 }),
      makePlaceholder({ x: 900 }),
    ]);
    const next = distributeElements(grouped, { ids: ['image', 'line', 'frame', 'clipart'], axis: 'horizontal' });
    // Span 100..1500 = 1400, boxes 720 + 300 + 200 = 1220: two gaps of 90. The group stays, the frame goes to 910.
    expect(findElement(next, 'image').x).toBe(100);
    expect(findElement(next, 'line').x).toBe(520);
    expect(findElement(next, 'frame').x).toBe(910);
    expect(findElement(next, 'clipart').x).toBe(1300);
  });
});

describe('centreOnCanvas', () => {
  it('moves only along the chosen axis', () => {
    const document = makeDocument([makePlaceholder()]);
    expect(findElement(centreOnCanvas(document, ['frame'], 'horizontal'), 'frame')).toMatchObject({ x: 450, y: 100 });
    expect(findElement(centreOnCanvas(document, ['frame'], 'vertical'), 'frame')).toMatchObject({ x: 100, y: 800 });
  });

  it('centres a whole group as one box, each element on its own otherwise', () => {
    // The group spans x 100..900 (800 wide): centred, it spans 200..1000.
    const document = makeDocument([makePlaceholder({ groupId: 'g' }), makeImage({ x: 500, groupId: 'g' })]);
    const next = centreOnCanvas(document, ['frame', 'image'], 'horizontal');
    expect(findElement(next, 'frame').x).toBe(200);
    expect(findElement(next, 'image').x).toBe(600);
    expect(findElement(centreOnCanvas(document, ['frame'], 'horizontal'), 'frame').x).toBe(450);
  });
});
