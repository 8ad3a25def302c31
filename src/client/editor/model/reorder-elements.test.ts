import { describe, expect, it } from 'vitest';
import { reorderElements } from './reorder-elements.js';
import { makeSampleDocument } from './test-fixtures.js';

describe('reorderElements', () => {
  it('partitions stably to either end', () => {
    const document = makeSampleDocument();
    expect(reorderElements(document, ['frame', 'text'], 'front').elements.map((e) => e.id)).toEqual(['image', 'clipart', 'locked', 'line', 'text', 'frame']);
    expect(reorderElements(document, ['frame', 'clipart'], 'back').elements.map((e) => e.id)).toEqual(['clipart', 'frame', 'text', 'image', 'locked', 'line']);
  });
});
