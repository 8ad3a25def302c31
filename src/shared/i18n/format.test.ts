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

  test('prices are written exactly as Intl.NumberFormat writes euros, in both languages, whole and with cents', () => {
    const amounts = [0, 1, 5, 9.99, 25, 69, 99.5, 590, 790, 999, 1000, 1250, 9999, 10_000, 12_500, 99_999.99, 100_000, 1_234_567.89];
    for (const [language, locale] of [['it', 'it-IT'], ['en', 'en-GB']] as const) {
      for (const digits of [0, 2]) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const amount of amounts) expect(formatPrice(amount, language, { withCents: digits === 2 }), `${language} ${amount} ${digits}`).toBe(intl.format(amount));
      }
    }
  });

  test('dates: day, month name and year in each language', () => {
    const date = new Date(Date.UTC(2026, 4, 3, 12));
    expect(formatDate(date, 'it', 'long', 'UTC')).toBe('3 maggio 2026');
    expect(formatDate(date, 'en', 'long', 'UTC')).toBe('3 May 2026');
    expect(formatDate(date, 'it', 'numeric', 'UTC')).toBe('03/05/2026');
    expect(formatDate(date, 'en', 'numeric', 'UTC')).toBe('03/05/2026');
  });
});
