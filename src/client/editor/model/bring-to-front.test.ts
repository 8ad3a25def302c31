import { describe, expect, it } from 'vitest';
import { bringToFront } from './bring-to-front.js';
import { makeSampleDocument } from './test-fixtures.js';

const document = makeSampleDocument();

describe('bringToFront', () => {
  it('moves the elements to the end of the array (the top), keeping their own order', () => {
    const next = bringToFront(document, { ids: ['clipart', 'text'] });
    expect(next.elements.map((e) => e.id)).toEqual(['image', 'locked', 'frame', 'line', 'text', 'clipart']);
  });

  it('returns the same document when they are already on top', () => {
    expect(bringToFront(document, { ids: ['line'] })).toBe(document);
    expect(bringToFront(document, { ids: ['frame', 'line'] })).toBe(document);
    expect(bringToFront(document, { ids: [] })).toBe(document);
  });
});
