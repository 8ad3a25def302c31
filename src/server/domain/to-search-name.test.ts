import { describe, expect, it } from 'vitest';
import { toSearchName } from './to-search-name.js';

describe('toSearchName', () => {
  it('drops accents and case, so a search finds a name however it is typed', () => {
    expect(toSearchName('Perù Già ÀÉÎ')).toBe('peru gia aei');
    expect(toSearchName('Matrimonio Anna & Luca')).toBe('matrimonio anna & luca');
  });
});
