import { describe, expect, test } from 'vitest';
import { toShareDate } from './share-date.js';

describe('toShareDate', () => {
  test('reads the ways a client writes a date', () => {
    expect(toShareDate('12 giugno 2027')).toBe('2027-06-12');
    expect(toShareDate('1/3/2026')).toBe('2026-03-01');
    expect(toShareDate('2027-06-12')).toBe('2027-06-12');
  });

  test('gives nothing for text that is not a whole date', () => {
    expect(toShareDate('')).toBe('');
    expect(toShareDate('sabato 12 giugno')).toBe('');
    expect(toShareDate('31/02/2026')).toBe('');
  });
});
