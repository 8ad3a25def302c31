import { describe, expect, it } from 'vitest';
import { expandToGroups, findSelectedGroup, findWholeGroups } from './group-members.js';
import { makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

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
