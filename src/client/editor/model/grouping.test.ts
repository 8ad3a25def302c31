import { describe, expect, it } from 'vitest';
import { makeDocument, makeImage, makeLine, makePlaceholder, makeText, findElement, makeClipart } from './test-fixtures.js';
import { expandToGroups, findSelectedGroup, findWholeGroups, groupElements, normaliseGroups, ungroupElements } from './grouping.js';

const document = makeDocument([makeText(), makeImage({ groupId: 'g' }), makePlaceholder({ groupId: 'g' }), makeLine()]);

describe('group members', () => {
  it('expands ids to whole groups, in drawing order', () => {
    expect(expandToGroups(document, ['frame', 'text'])).toEqual(['text', 'image', 'frame']);
    expect(expandToGroups(document, ['line'])).toEqual(['line']);
  });

  it('finds only the groups whose every member is listed', () => {
    expect([...findWholeGroups(document, ['image', 'frame', 'line']).keys()]).toEqual(['g']);
    expect(findWholeGroups(document, ['image', 'line']).size).toBe(0);
  });

  it('names the group a selection is exactly', () => {
    expect(findSelectedGroup(document, ['frame', 'image'])).toBe('g');
    expect(findSelectedGroup(document, ['frame', 'image', 'line'])).toBeNull();
    expect(findSelectedGroup(document, ['frame'])).toBeNull();
  });
});

// Bottom to top: text, image, frame, clip-art, line.
const layers = makeDocument([makeText(), makeImage(), makePlaceholder(), makeClipart(), makeLine()]);
const order = (next: typeof layers) => next.elements.map((element) => element.id);
const groupIds = (next: typeof layers) => next.elements.map((element) => element.groupId ?? '-');

describe('groupElements', () => {
  it('gives the members one group id and gathers them where the top one was, keeping their order', () => {
    const next = groupElements(layers, { ids: ['text', 'clipart', 'frame'], groupId: 'g' });
    expect(order(next)).toEqual(['image', 'text', 'frame', 'clipart', 'line']);
    expect(groupIds(next)).toEqual(['-', 'g', 'g', 'g', '-']);
    // Nothing else changes: positions and the untouched elements stay as they were.
    expect(findElement(next, 'text').x).toBe(100);
    expect(findElement(next, 'image')).toBe(findElement(layers, 'image'));
  });

  it('takes an existing group in as its members (groups do not nest)', () => {
    const grouped = groupElements(layers, { ids: ['text', 'image'], groupId: 'a' });
    const next = groupElements(grouped, { ids: ['image', 'line'], groupId: 'b' });
    expect(order(next)).toEqual(['frame', 'clipart', 'text', 'image', 'line']);
    expect(groupIds(next)).toEqual(['-', '-', 'b', 'b', 'b']);
  });

  it('needs two elements, and leaves a group that is already exactly that group alone', () => {
    expect(groupElements(layers, { ids: ['text'], groupId: 'g' })).toBe(layers);
    expect(groupElements(layers, { ids: ['text', 'nope'], groupId: 'g' })).toBe(layers);
    const grouped = groupElements(layers, { ids: ['text', 'image'], groupId: 'g' });
    expect(groupElements(grouped, { ids: ['text'], groupId: 'other' })).toBe(grouped);
  });
});

describe('ungroupElements', () => {
  it('takes the whole group apart from any one member, leaving places and order alone', () => {
    const grouped = groupElements(layers, { ids: ['text', 'clipart', 'frame'], groupId: 'g' });
    const next = ungroupElements(grouped, { ids: ['frame'] });
    expect(order(next)).toEqual(order(grouped));
    expect(groupIds(next)).toEqual(['-', '-', '-', '-', '-']);
    expect(next.elements.every((element) => !('groupId' in element))).toBe(true);
    expect(findElement(next, 'clipart').x).toBe(findElement(grouped, 'clipart').x);
  });

  it('returns the same layers when nothing listed is grouped', () => {
    const grouped = groupElements(layers, { ids: ['text', 'image'], groupId: 'g' });
    expect(ungroupElements(grouped, { ids: ['line'] })).toBe(grouped);
  });
});

describe('normaliseGroups', () => {
  it('returns the same layers when groups are whole and contiguous, or when there are none', () => {
    const plain = makeDocument([makeText(), makeImage()]);
    expect(normaliseGroups(plain)).toBe(plain);
    const grouped = makeDocument([makeLine(), makeText({ groupId: 'g' }), makeImage({ groupId: 'g' })]);
    expect(normaliseGroups(grouped)).toBe(grouped);
  });

  it('gathers a split group where its top member is, members keeping their order', () => {
    const split = makeDocument([makeText({ groupId: 'g' }), makeLine(), makeImage({ groupId: 'g' }), makePlaceholder()]);
    expect(normaliseGroups(split).elements.map((element) => element.id)).toEqual(['line', 'text', 'image', 'frame']);
  });

  it('drops the group id of a member left alone', () => {
    const lone = makeDocument([makeText({ groupId: 'g' }), makeImage()]);
    const next = normaliseGroups(lone);
    expect(next.elements[0]).not.toHaveProperty('groupId');
    expect(next.elements[0]).toMatchObject({ id: 'text', x: 100 });
  });
});
