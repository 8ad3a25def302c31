import { describe, expect, it } from 'vitest';
import { normaliseGroups } from './normalise-groups.js';
import { makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

describe('normaliseGroups', () => {
  it('returns the same document when groups are whole and contiguous, or when there are none', () => {
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
