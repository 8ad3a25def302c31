import { describe, expect, it } from 'vitest';
import { clamp } from './clamp.js';

describe('clamp', () => {
  it('clamps into the range, open above when no max is given', () => {
    expect(clamp(5, 8, 200)).toBe(8);
    expect(clamp(300, 8, 200)).toBe(200);
    expect(clamp(50, 8, 200)).toBe(50);
    expect(clamp(1e9, 10)).toBe(1e9);
  });

  it('turns NaN into the minimum', () => {
    expect(clamp(Number.NaN, 1, 50)).toBe(1);
  });
});
