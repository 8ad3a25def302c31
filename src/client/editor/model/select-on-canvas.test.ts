import { describe, expect, it } from 'vitest';
import { selectOnCanvas } from './select-on-canvas.js';
import { makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

const document = makeDocument([makeText(), makeImage({ groupId: 'g' }), makePlaceholder({ groupId: 'g' }), makeLine({ groupId: 'g' })]);
const group = ['image', 'frame', 'line'];
const click = { isShiftKey: false };
const shiftClick = { isShiftKey: true };

describe('selectOnCanvas', () => {
  it('selects the whole group from a click on any member', () => {
    expect(selectOnCanvas([], document, 'frame', click)).toEqual(group);
    expect(selectOnCanvas(['text'], document, 'line', click)).toEqual(group);
  });

  it('keeps the same selection when the group is already selected', () => {
    const selection = ['image', 'frame', 'line'];
    expect(selectOnCanvas(selection, document, 'frame', click)).toBe(selection);
  });

  it('keeps a member picked on its own, so it can be dragged alone', () => {
    const selection = ['frame'];
    expect(selectOnCanvas(selection, document, 'frame', click)).toBe(selection);
    expect(selectOnCanvas(selection, document, 'image', click)).toEqual(group);
  });

  it('adds or removes the whole group with shift', () => {
    expect(selectOnCanvas(['text'], document, 'image', shiftClick)).toEqual(['text', ...group]);
    expect(selectOnCanvas(['text', ...group], document, 'line', shiftClick)).toEqual(['text']);
  });

  it('selects an element outside any group as before', () => {
    expect(selectOnCanvas(group, document, 'text', click)).toEqual(['text']);
    expect(selectOnCanvas(['image'], document, 'text', shiftClick)).toEqual(['image', 'text']);
  });
});
