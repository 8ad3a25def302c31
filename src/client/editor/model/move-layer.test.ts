import { describe, expect, it } from 'vitest';
import { moveLayer } from './move-layer.js';
import { makeClipart, makeDocument, makeImage, makeLine, makeText } from './test-fixtures.js';

const document = makeDocument([makeText(), makeImage(), makeClipart(), makeLine()]);
const order = (next: typeof document) => next.elements.map((element) => element.id);

describe('moveLayer', () => {
  it('moves one element up or down the drawing order, the rest keeping theirs', () => {
    expect(order(moveLayer(document, { id: 'text', toIndex: 2 }))).toEqual(['image', 'clipart', 'text', 'line']);
    expect(order(moveLayer(document, { id: 'line', toIndex: 0 }))).toEqual(['line', 'text', 'image', 'clipart']);
  });

  it('clamps the place, and changes nothing for the same place or an unknown id', () => {
    expect(order(moveLayer(document, { id: 'text', toIndex: 99 }))).toEqual(['image', 'clipart', 'line', 'text']);
    expect(moveLayer(document, { id: 'image', toIndex: 1 })).toBe(document);
    expect(moveLayer(document, { id: 'nope', toIndex: 0 })).toBe(document);
    expect(moveLayer(document, { id: 'text', toIndex: Number.NaN })).toBe(document);
  });
});
