import { describe, expect, it } from 'vitest';
import { isLocked } from './is-locked.js';
import { makeClipart, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

describe('isLocked', () => {
  it('is true only for locked clip-art', () => {
    expect(isLocked(makeClipart({ locked: true }))).toBe(true);
    for (const element of [makeClipart(), makeText(), makeImage(), makePlaceholder(), makeLine()]) expect(isLocked(element)).toBe(false);
  });
});
