import { describe, expect, it } from 'vitest';
import { removeElements } from './remove-elements.js';
import { makeSampleDocument } from './test-fixtures.js';

const document = makeSampleDocument();

describe('removeElements', () => {
  it('removes the listed elements and keeps the order of the rest', () => {
    const next = removeElements(document, { ids: ['image', 'line'] });
    expect(next.elements.map((e) => e.id)).toEqual(['text', 'clipart', 'locked', 'frame']);
  });

  it('never removes locked clip-art', () => {
    const next = removeElements(document, { ids: ['locked', 'clipart'] });
    expect(next.elements.map((e) => e.id)).toContain('locked');
    expect(next.elements.map((e) => e.id)).not.toContain('clipart');
    expect(removeElements(document, { ids: ['locked'] })).toBe(document);
  });

  it('returns the same document when nothing matches', () => {
    expect(removeElements(document, { ids: ['nope'] })).toBe(document);
  });
});
