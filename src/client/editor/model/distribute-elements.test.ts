import { describe, expect, it } from 'vitest';
import { distributeElements } from './distribute-elements.js';
import { findElement, makeClipart, makeDocument, makeImage, makeLine, makePlaceholder } from './test-fixtures.js';

// Widths 400, 300, 200; spans 100..500, 560..860, 1000..1200 on x; heights 300, 200, 100.
const document = makeDocument([makeImage({ x: 100, y: 100 }), makePlaceholder({ x: 560, y: 1200 }), makeClipart({ x: 1000, y: 500 }), makeClipart({ id: 'locked', locked: true, x: 0, y: 0 })]);
const ids = ['image', 'frame', 'clipart'];

describe('distributeElements', () => {
  it('makes the gaps between neighbours equal, the outer two staying put', () => {
    const next = distributeElements(document, { ids, axis: 'horizontal' });
    // Span 100..1200 = 1100, boxes 900 wide: two gaps of 100.
    expect(findElement(next, 'image').x).toBe(100);
    expect(findElement(next, 'frame').x).toBe(600);
    expect(findElement(next, 'clipart').x).toBe(1000);
    expect(findElement(next, 'frame').y).toBe(1200);
  });

  it('orders by position on the axis, not by layer', () => {
    const next = distributeElements(document, { ids, axis: 'vertical' });
    // y spans: image 100..400, clipart 500..600, frame 1200..1400 → gaps of (1300 - 600) / 2 = 350.
    expect(findElement(next, 'image').y).toBe(100);
    expect(findElement(next, 'clipart').y).toBe(750);
    expect(findElement(next, 'frame').y).toBe(1200);
  });

  it('needs three movable elements; locked clip-art takes no part', () => {
    expect(distributeElements(document, { ids: ['image', 'frame'], axis: 'horizontal' })).toBe(document);
    expect(distributeElements(document, { ids: ['image', 'frame', 'locked'], axis: 'horizontal' })).toBe(document);
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
