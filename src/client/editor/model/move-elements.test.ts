import { describe, expect, it } from 'vitest';
import { moveElements } from './move-elements.js';
import { findElement, makeSampleDocument } from './test-fixtures.js';

const document = makeSampleDocument();

describe('moveElements', () => {
  it('moves every listed element by dx, dy', () => {
    const next = moveElements(document, { ids: ['text', 'line'], dx: 10, dy: -4 });
    expect(findElement(next, 'text')).toMatchObject({ x: 110, y: 96 });
    expect(findElement(next, 'line')).toMatchObject({ x: 110, y: 96 });
    expect(findElement(next, 'image')).toBe(findElement(document, 'image'));
  });

  it('does not move locked clip-art', () => {
    const next = moveElements(document, { ids: ['locked', 'clipart'], dx: 5, dy: 5 });
    expect(findElement(next, 'locked')).toBe(findElement(document, 'locked'));
    expect(findElement(next, 'clipart')).toMatchObject({ x: 105, y: 105 });
    expect(moveElements(document, { ids: ['locked'], dx: 5, dy: 5 })).toBe(document);
  });

  it('returns the same document for no movement, unknown ids or a non-finite delta', () => {
    expect(moveElements(document, { ids: ['text'], dx: 0, dy: 0 })).toBe(document);
    expect(moveElements(document, { ids: ['nope'], dx: 3, dy: 3 })).toBe(document);
    expect(moveElements(document, { ids: ['text'], dx: Number.NaN, dy: 3 })).toBe(document);
  });
});
