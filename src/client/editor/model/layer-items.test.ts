import { describe, expect, it } from 'vitest';
import { buildLayerItems, moveLayerItem } from './layer-items.js';
import { makeClipart, makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

// Layers bottom to top: text, group (image, frame), clip-art, line.
const document = makeDocument([makeText(), makeImage({ groupId: 'g' }), makePlaceholder({ groupId: 'g' }), makeClipart(), makeLine()]);
const order = (next: typeof document) => next.elements.map((element) => element.id);

describe('buildLayerItems', () => {
  it('lists a group as one layer with its members', () => {
    const items = buildLayerItems(document);
    expect(items.map((item) => (item.kind === 'group' ? `group:${item.members.map((member) => member.id).join('+')}` : item.element.id))).toEqual([
      'text',
      'group:image+frame',
      'clipart',
      'line',
    ]);
  });
});

describe('moveLayerItem', () => {
  it('moves a whole group from any of its members', () => {
    expect(order(moveLayerItem(document, { id: 'frame', toIndex: 3 }))).toEqual(['text', 'clipart', 'line', 'image', 'frame']);
    expect(order(moveLayerItem(document, { id: 'image', toIndex: 0 }))).toEqual(['image', 'frame', 'text', 'clipart', 'line']);
  });

  it('moves an element past a group, never into it', () => {
    expect(order(moveLayerItem(document, { id: 'line', toIndex: 1 }))).toEqual(['text', 'line', 'image', 'frame', 'clipart']);
    expect(order(moveLayerItem(document, { id: 'text', toIndex: 1 }))).toEqual(['image', 'frame', 'text', 'clipart', 'line']);
  });

  it('clamps the place and returns the same document when nothing moves', () => {
    expect(order(moveLayerItem(document, { id: 'text', toIndex: 99 }))).toEqual(['image', 'frame', 'clipart', 'line', 'text']);
    expect(moveLayerItem(document, { id: 'image', toIndex: 1 })).toBe(document);
    expect(moveLayerItem(document, { id: 'nope', toIndex: 0 })).toBe(document);
    expect(moveLayerItem(document, { id: 'text', toIndex: Number.NaN })).toBe(document);
  });
});
