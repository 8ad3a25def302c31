/**
 * The interface languages. Italian is the default and the contract (the spec's strings); English
 * is the translation. The choice lives in a first-party cookie so the server can render its own
 * pages (login, sandbox checkout) in the language the visitor picked in the SPA.
 */
export const languages = ['it', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'it';

/** Strictly necessary (a preference the visitor set explicitly): set without consent, for a year. */
export const languageCookieName = 'cornice_lang';
export const languageCookieMaxAgeSeconds = 365 * 24 * 3600;

/** The Intl locale of each language: British English writes '€25' and '3 May 2026'. */
const locales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** 'en', 'en-GB', 'EN' -> 'en'; anything unsupported -> undefined. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}

export function localeOf(language: string): string {
  return locales[parseLanguage(language) ?? defaultLanguage];
}

/** The language named by a Cookie request header; Italian when there is none or it is unknown. */
export function languageFromCookieHeader(header: string | readonly string[] | undefined): Language {
  const text = typeof header === 'string' ? header : (header ?? []).join('; ');
  for (const part of text.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== languageCookieName) continue;
    const language = parseLanguage(part.slice(separator + 1));
    if (language !== undefined) return language;
  }
  return defaultLanguage;
}
