import { describe, expect, it } from 'vitest';
import { removeElements } from './remove-elements.js';
import { clearSelection, emptySelection, isSelected, pruneSelection, selectElement, toggleSelection } from './selection.js';
import { makeSampleDocument } from './test-fixtures.js';

describe('selection', () => {
  it('selects one element on a plain click', () => {
    expect(selectElement(['a', 'b'], 'c', { isShiftKey: false })).toEqual(['c']);
    const one = ['c'];
    expect(selectElement(one, 'c', { isShiftKey: false })).toBe(one);
  });

  it('toggles with shift', () => {
    expect(selectElement(['a'], 'b', { isShiftKey: true })).toEqual(['a', 'b']);
    expect(selectElement(['a', 'b'], 'a', { isShiftKey: true })).toEqual(['b']);
    expect(toggleSelection([], 'a')).toEqual(['a']);
  });

  it('clears and answers membership', () => {
    expect(clearSelection()).toEqual(emptySelection);
    expect(isSelected(['a'], 'a')).toBe(true);
    expect(isSelected(['a'], 'b')).toBe(false);
  });

  it('prunes ids the document no longer has', () => {
    const document = removeElements(makeSampleDocument(), { ids: ['image'] });
    expect(pruneSelection(['image', 'text'], document)).toEqual(['text']);
    const kept = ['text'];
    expect(pruneSelection(kept, document)).toBe(kept);
  });
});
