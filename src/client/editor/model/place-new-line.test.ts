import { describe, expect, it } from 'vitest';
import { getElementBox } from '../../../shared/layout/element-box.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { placeAddedElement, placeNewLine } from './place-new-line.js';
import { makeClipart, makeDocument, makeEllipse, makeImage, makeLine, makePlaceholder, makeQrCode, makeText } from './test-fixtures.js';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a new separator line', () => {
  // A dark design: the photo window fills the top of the page, the names and date sit under it in ivory.
  const window = makePlaceholder({ id: 'photo', x: 60, y: 60, width: 1080, height: 1300 });
  const names = makeText({ id: 'names', content: 'Giulia & Marco', x: 150, y: 1420, width: 900, fontSize: 96, color: '#f4ead5', textAlign: 'center' });
  const date = makeText({ id: 'date', content: '14 giugno 2026', x: 300, y: 1560, width: 600, fontSize: 40, color: '#d9b46a', textAlign: 'center' });
  // As the panel makes it: 150 × 3 screen px near the top-left corner, in #333333.
  const made = makeLine({ id: 'new', x: 50, y: 70, width: 150, height: 3, color: '#333333' });

  it('goes on the name plate in the names’ ink, not on the photo window in black', () => {
    const line = placeNewLine(makeDocument([window, names, date]), made);
    expect(overlaps(getElementBox(line), getElementBox(window))).toBe(false);
    expect(line.color).toBe('#f4ead5');
    const centre = line.x + line.width / 2;
    expect(centre).toBeCloseTo(600, -1);
    expect(line.width).toBeGreaterThanOrEqual(150);
  });

  it('goes above the texts when there is no room under them', () => {
    const low = makeText({ id: 'low', content: 'Grazie', x: 300, y: 1700, width: 600, fontSize: 60, color: '#ffffff' });
    const line = placeNewLine(makeDocument([low]), made);
    expect(line.y + line.height).toBeLessThanOrEqual(1700);
    expect(line.y).toBeGreaterThan(1500);
  });

  it('moves off a frame when the layout has no text', () => {
    const line = placeNewLine(makeDocument([makePlaceholder({ id: 'photo', x: 0, y: 0, width: 1200, height: 900 })]), made);
    expect(line.y).toBeGreaterThanOrEqual(900);
    expect(line.color).toBe('#333333');
  });

  it('leaves every other added element as made', () => {
    const text = makeText({ id: 'added' });
    expect(placeAddedElement(makeDocument([window]), text)).toBe(text);
  });

  it.each([
    ['a photo frame', makePlaceholder({ x: 0, y: 0, width: 1200, height: 900 })],
    ['a picture', makeImage({ x: 0, y: 0, width: 1200, height: 900 })],
    ['a QR code', makeQrCode({ x: 0, y: 0, size: 900 })],
    ['an ellipse', makeEllipse({ x: 0, y: 0, width: 1200, height: 900 })],
  ])('moves off %s when the layout has no text', (_name, obstacle) => {
    const line = placeNewLine(makeDocument([obstacle]), made);
    expect(overlaps(getElementBox(line), getElementBox(obstacle))).toBe(false);
  });

  it('goes above the texts when an ellipse lies under them', () => {
    const badge = makeEllipse({ id: 'badge', x: 100, y: 1620, width: 1000, height: 120 });
    const line = placeNewLine(makeDocument([window, names, date, badge]), made);
    expect(overlaps(getElementBox(line), getElementBox(badge))).toBe(false);
    expect(line.y + line.height).toBeLessThanOrEqual(1420);
  });

  it('may cross clip-art, a decoration', () => {
    const heart = makeClipart({ x: 0, y: 0, width: 1200, height: 900 });
    expect(placeNewLine(makeDocument([heart]), made).y).toBe(made.y);
  });
});
