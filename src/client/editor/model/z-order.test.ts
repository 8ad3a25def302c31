import { describe, expect, it } from 'vitest';
import { makeDocument, makeImage, makeLine, makeSampleDocument, makeText } from './test-fixtures.js';
import { bringToFront, reorderElements, sendToBack } from './z-order.js';

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

const document = makeSampleDocument();

describe('sendToBack', () => {
  it('moves the elements to the start of the array (the bottom), keeping their own order', () => {
    const next = sendToBack(document, { ids: ['line', 'image'] });
    expect(next.elements.map((e) => e.id)).toEqual(['image', 'line', 'text', 'clipart', 'locked', 'frame']);
  });

  it('returns the same document when they are already at the bottom', () => {
    expect(sendToBack(document, { ids: ['text'] })).toBe(document);
    expect(sendToBack(document, { ids: ['nope'] })).toBe(document);
  });
});
