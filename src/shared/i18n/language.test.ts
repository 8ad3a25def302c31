import { describe, expect, test } from 'vitest';
import { languageFromCookieHeader, localeOf, parseLanguage } from './language.js';

describe('language', () => {
  test('reads the cornice_lang cookie among others, Italian otherwise', () => {
    expect(languageFromCookieHeader('a=1; cornice_lang=en; b=2')).toBe('en');
    expect(languageFromCookieHeader('cornice_lang=it')).toBe('it');
    expect(languageFromCookieHeader('cornice_lang=fr')).toBe('it');
    expect(languageFromCookieHeader('xcornice_lang=en')).toBe('it');
    expect(languageFromCookieHeader(undefined)).toBe('it');
  });

  test('parses language tags to a supported language', () => {
    expect(parseLanguage('en-GB')).toBe('en');
    expect(parseLanguage('IT')).toBe('it');
    expect(parseLanguage('de')).toBeUndefined();
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('xx')).toBe('it-IT');
  });
});
