import { describe, expect, it } from 'vitest';
import { setPosition } from './set-position.js';
import { findElement, makeSampleDocument } from './test-fixtures.js';

const document = makeSampleDocument();

describe('setPosition', () => {
  it('places the element origin', () => {
    expect(findElement(setPosition(document, { id: 'image', x: 12.5, y: -3 }), 'image')).toMatchObject({ x: 12.5, y: -3 });
  });

  it('ignores locked clip-art, the same position and non-finite input', () => {
    expect(setPosition(document, { id: 'locked', x: 0, y: 0 })).toBe(document);
    expect(setPosition(document, { id: 'image', x: 100, y: 100 })).toBe(document);
    expect(setPosition(document, { id: 'image', x: Number.POSITIVE_INFINITY, y: 0 })).toBe(document);
  });
});
