import { describe, expect, it } from 'vitest';
import { collectSelectionUnits, countSelectionUnits } from './selection-units.js';
import { makeClipart, makeDocument, makeImage, makeLine, makePlaceholder } from './test-fixtures.js';

const document = makeDocument([makeImage({ groupId: 'g' }), makePlaceholder({ x: 600, y: 400, groupId: 'g' }), makeLine(), makeClipart({ locked: true, groupId: 'h' }), makeImage({ id: 'other', groupId: 'h' })]);

describe('selection units', () => {
  it('makes a whole group one unit with the box around its members', () => {
    const units = collectSelectionUnits(document, ['line', 'frame', 'image']);
    expect(units.map((unit) => unit.ids)).toEqual([['image', 'frame'], ['line']]);
    expect(units[0]?.box).toEqual({ x: 100, y: 100, width: 800, height: 500 });
    expect(countSelectionUnits(document, ['line', 'frame', 'image'])).toBe(2);
  });

  it('counts a member listed without its group on its own, and a group with a locked member as locked', () => {
    expect(countSelectionUnits(document, ['frame', 'line'])).toBe(2);
    const [locked] = collectSelectionUnits(document, ['clipart', 'other']);
    expect(locked).toMatchObject({ ids: ['clipart', 'other'], isLocked: true });
  });
});
