import { describe, expect, it } from 'vitest';
import { reorderElements } from './reorder-elements.js';
import { makeDocument, makeImage, makeLine, makeSampleDocument, makeText } from './test-fixtures.js';

describe('reorderElements', () => {
  it('partitions stably to either end', () => {
    const document = makeSampleDocument();
    expect(reorderElements(document, ['frame', 'text'], 'front').elements.map((e) => e.id)).toEqual(['image', 'clipart', 'locked', 'line', 'text', 'frame']);
    expect(reorderElements(document, ['frame', 'clipart'], 'back').elements.map((e) => e.id)).toEqual(['clipart', 'frame', 'text', 'image', 'locked', 'line']);
  });

  it('takes a whole group along from one of its members', () => {
    const document = makeDocument([makeText({ groupId: 'g' }), makeImage({ groupId: 'g' }), makeLine()]);
    expect(reorderElements(document, ['image'], 'front').elements.map((e) => e.id)).toEqual(['line', 'text', 'image']);
  });
});
