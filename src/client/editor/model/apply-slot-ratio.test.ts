import { describe, expect, it } from 'vitest';
import { applySlotRatio, findSlotRatio } from './apply-slot-ratio.js';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { findElement, makeDocument, makePlaceholder, makeText } from './test-fixtures.js';

const document = makeDocument([makePlaceholder({ x: 100, y: 100, width: 300, height: 200 }), makeText()]);

function frameAfter(ratio: Parameters<typeof applySlotRatio>[1]['ratio'], doc = document) {
  return findElement(applySlotRatio(doc, { id: 'frame', ratio }), 'frame');
}

describe('applySlotRatio', () => {
  it('turns a 3:2 frame upright at the same size and centre', () => {
    expect(frameAfter('2:3')).toMatchObject({ x: 150, y: 50 });
    const frame = frameAfter('2:3');
    if (frame.type !== 'placeholder') throw new Error('not a frame');
    expect(frame.width).toBeCloseTo(200);
    expect(frame.height).toBeCloseTo(300);
  });

  it('gives every ratio exactly, with the area and the centre kept', () => {
    for (const [ratio, value] of [
      ['3:2', 1.5],
      ['4:3', 4 / 3],
      ['3:4', 0.75],
      ['1:1', 1],
    ] as const) {
      const frame = frameAfter(ratio, applySlotRatio(document, { id: 'frame', ratio: '2:3' }));
      if (frame.type !== 'placeholder') throw new Error('not a frame');
      expect(frame.width / frame.height).toBeCloseTo(value, 10);
      expect(frame.width * frame.height).toBeCloseTo(60_000, 6);
      expect(getElementCentre(frame).x).toBeCloseTo(250);
      expect(getElementCentre(frame).y).toBeCloseTo(200);
    }
  });

  it('keeps the visual centre of a rotated frame', () => {
    const rotated = makeDocument([makePlaceholder({ rotation: 30 })]);
    const before = getElementCentre(findElement(rotated, 'frame'));
    const after = getElementCentre(frameAfter('1:1', rotated));
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('changes nothing for the ratio the frame has, another element or an unknown id', () => {
    expect(applySlotRatio(document, { id: 'frame', ratio: '3:2' })).toBe(document);
    expect(applySlotRatio(document, { id: 'text', ratio: '1:1' })).toBe(document);
    expect(applySlotRatio(document, { id: 'nothing', ratio: '1:1' })).toBe(document);
  });

  it('keeps a tiny frame at least 10 px wide', () => {
    const tiny = makeDocument([makePlaceholder({ width: 12, height: 8 })]);
    const frame = frameAfter('2:3', tiny);
    if (frame.type !== 'placeholder') throw new Error('not a frame');
    expect(frame.width).toBe(10);
    expect(frame.height).toBeCloseTo(15);
  });
});

describe('findSlotRatio', () => {
  it('names the ratio within 1 %, or none', () => {
    expect(findSlotRatio({ width: 300, height: 200 })).toBe('3:2');
    expect(findSlotRatio({ width: 301, height: 200 })).toBe('3:2');
    expect(findSlotRatio({ width: 200, height: 300 })).toBe('2:3');
    expect(findSlotRatio({ width: 400, height: 300 })).toBe('4:3');
    expect(findSlotRatio({ width: 250, height: 250 })).toBe('1:1');
    expect(findSlotRatio({ width: 500, height: 200 })).toBeNull();
  });
});
