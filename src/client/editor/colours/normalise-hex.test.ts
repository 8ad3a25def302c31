import { describe, expect, it } from 'vitest';
import { normaliseHex } from './normalise-hex.js';

describe('normaliseHex', () => {
  it('lowercases a six-digit colour', () => {
    expect(normaliseHex('#A1B2C3')).toBe('#a1b2c3');
  });

  it('expands the short forms', () => {
    expect(normaliseHex('#FfF')).toBe('#ffffff');
    expect(normaliseHex('#abc8')).toBe('#aabbcc');
  });

  it('drops the alpha of an eight-digit colour', () => {
    expect(normaliseHex('#11223380')).toBe('#112233');
  });

  it('ignores surrounding spaces', () => {
    expect(normaliseHex(' #123456 ')).toBe('#123456');
  });

  it('refuses what is not hex', () => {
    expect(normaliseHex('red')).toBeNull();
    expect(normaliseHex('#12345')).toBeNull();
    expect(normaliseHex('#1234567')).toBeNull();
    expect(normaliseHex('123456')).toBeNull();
    expect(normaliseHex('#ggg')).toBeNull();
    expect(normaliseHex('')).toBeNull();
  });
});
