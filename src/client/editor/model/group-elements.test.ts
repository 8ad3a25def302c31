import { describe, expect, it } from 'vitest';
import { groupElements } from './group-elements.js';
import { findElement, makeClipart, makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';
import { ungroupElements } from './ungroup-elements.js';

// Bottom to top: text, image, frame, clip-art, line.
const document = makeDocument([makeText(), makeImage(), makePlaceholder(), makeClipart(), makeLine()]);
const order = (next: typeof document) => next.elements.map((element) => element.id);
const groupIds = (next: typeof document) => next.elements.map((element) => element.groupId ?? '-');

describe('groupElements', () => {
  it('gives the members one group id and gathers them where the top one was, keeping their order', () => {
    const next = groupElements(document, { ids: ['text', 'clipart', 'frame'], groupId: 'g' });
    expect(order(next)).toEqual(['image', 'text', 'frame', 'clipart', 'line']);
    expect(groupIds(next)).toEqual(['-', 'g', 'g', 'g', '-']);
    // Nothing else changes: positions and the untouched elements stay as they were.
    expect(findElement(next, 'text').x).toBe(100);
    expect(findElement(next, 'image')).toBe(findElement(document, 'image'));
  });

  it('takes an existing group in as its members (groups do not nest)', () => {
    const grouped = groupElements(document, { ids: ['text', 'image'], groupId: 'a' });
    const next = groupElements(grouped, { ids: ['image', 'line'], groupId: 'b' });
    expect(order(next)).toEqual(['frame', 'clipart', 'text', 'image', 'line']);
    expect(groupIds(next)).toEqual(['-', '-', 'b', 'b', 'b']);
  });

  it('needs two elements, and leaves a group that is already exactly that group alone', () => {
    expect(groupElements(document, { ids: ['text'], groupId: 'g' })).toBe(document);
    expect(groupElements(document, { ids: ['text', 'nope'], groupId: 'g' })).toBe(document);
    const grouped = groupElements(document, { ids: ['text', 'image'], groupId: 'g' });
    expect(groupElements(grouped, { ids: ['text'], groupId: 'other' })).toBe(grouped);
  });
});

describe('ungroupElements', () => {
  it('takes the whole group apart from any one member, leaving places and order alone', () => {
    const grouped = groupElements(document, { ids: ['text', 'clipart', 'frame'], groupId: 'g' });
    const next = ungroupElements(grouped, { ids: ['frame'] });
    expect(order(next)).toEqual(order(grouped));
    expect(groupIds(next)).toEqual(['-', '-', '-', '-', '-']);
    expect(next.elements.every((element) => !('groupId' in element))).toBe(true);
    expect(findElement(next, 'clipart').x).toBe(findElement(grouped, 'clipart').x);
  });

  it('returns the same document when nothing listed is grouped', () => {
    const grouped = groupElements(document, { ids: ['text', 'image'], groupId: 'g' });
    expect(ungroupElements(grouped, { ids: ['line'] })).toBe(grouped);
  });
});
