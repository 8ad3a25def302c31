import { describe, expect, it } from 'vitest';
import { fitLongSide, formatOfSize } from './format-of-size.js';

describe('formatOfSize', () => {
  it('finds each format from its template size, and from a size a few pixels off', () => {
    expect(formatOfSize(1200, 1800)?.key).toBe('cartolina-verticale');
    expect(formatOfSize(1800, 1200)?.key).toBe('cartolina-orizzontale');
    expect(formatOfSize(600, 1800)?.key).toBe('photostrip-verticale');
    expect(formatOfSize(1800, 600)?.key).toBe('photostrip-orizzontale');
    expect(formatOfSize(1203, 1800)?.key).toBe('cartolina-verticale');
  });

  it('knows no format for a square or an empty size', () => {
    expect(formatOfSize(1000, 1000)).toBeUndefined();
    expect(formatOfSize(0, 1800)).toBeUndefined();
  });
});

describe('fitLongSide', () => {
  it('scales the long side to the given length, keeping the proportions', () => {
    expect(fitLongSide(1200, 1800, 600)).toEqual({ width: 400, height: 600 });
    expect(fitLongSide(1800, 600, 600)).toEqual({ width: 600, height: 200 });
  });
});
