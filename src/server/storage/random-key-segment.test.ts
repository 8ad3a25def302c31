import { describe, expect, it } from 'vitest';
import { isSafeBlobKey } from './blob-key.js';
import { randomKeySegment } from './random-key-segment.js';

describe('randomKeySegment', () => {
  it('makes names that are always a safe key segment, of the base64url length of their bytes', () => {
    const names = Array.from({ length: 4000 }, () => randomKeySegment(16));
    // 4000 draws start with '-' or '_' about 250 times: each one must have been mapped.
    expect(names.every((name) => isSafeBlobKey(`brand-fonts/u/${name}.woff2`))).toBe(true);
    expect(new Set(names.map((name) => name.length))).toEqual(new Set([22]));
    expect(new Set(names).size).toBe(names.length);
  });
});
