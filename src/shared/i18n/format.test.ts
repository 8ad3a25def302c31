import { describe, expect, test } from 'vitest';
import { formatDate, formatPrice } from './format.js';

describe('format', () => {
  // Intl puts a no-break space between number and symbol in Italian.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  test('prices: the symbol after in Italian, before in English', () => {
    expect(plain(formatPrice(25, 'it'))).toBe('25 €');
    expect(formatPrice(25, 'en')).toBe('€25');
    expect(plain(formatPrice(69, 'it', { withCents: true }))).toBe('69,00 €');
    expect(formatPrice(69, 'en', { withCents: true })).toBe('€69.00');
  });

  test('dates: day, month name and year in each language', () => {
    const date = new Date(Date.UTC(2026, 4, 3, 12));
    expect(formatDate(date, 'it', 'long', 'UTC')).toBe('3 maggio 2026');
    expect(formatDate(date, 'en', 'long', 'UTC')).toBe('3 May 2026');
    expect(formatDate(date, 'it', 'numeric', 'UTC')).toBe('03/05/2026');
    expect(formatDate(date, 'en', 'numeric', 'UTC')).toBe('03/05/2026');
  });
});
