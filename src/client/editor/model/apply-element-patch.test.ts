import { describe, expect, it } from 'vitest';
import { applyElementPatch } from './apply-element-patch.js';
import { makeClipart, makeImage, makeText } from './test-fixtures.js';

const canvas = { width: 1200, height: 1800 };

describe('applyElementPatch', () => {
  it('applies the good fields of a patch and drops the bad ones', () => {
    const text = makeText();
    expect(applyElementPatch(text, { color: 'nope', fontStyle: 'italic', opacity: 3 }, canvas)).toMatchObject({ color: '#333333', fontStyle: 'italic', opacity: 1 });
  });

  it('returns the same element when nothing changes', () => {
    const image = makeImage();
    expect(applyElementPatch(image, { opacity: 1, color: '#fff' }, canvas)).toBe(image);
  });

  it('lets the width win when both sides of a ratio-keeping element arrive', () => {
    expect(applyElementPatch(makeImage(), { width: 200, height: 999 }, canvas)).toMatchObject({ width: 200, height: 150 });
  });

  it('re-derives an image height when its original size changes', () => {
    expect(applyElementPatch(makeImage(), { originalWidth: 100, originalHeight: 100 }, canvas)).toMatchObject({ width: 400, height: 400 });
  });

  it('keeps a ratio-derived width at least 10 px', () => {
    expect(applyElementPatch(makeClipart(), { height: 1 }, canvas)).toMatchObject({ width: 10, height: 5 });
  });
});
