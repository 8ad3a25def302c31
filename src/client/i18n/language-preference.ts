import { languageCookieMaxAgeSeconds, languageCookieName, parseLanguage, type Language } from '../../shared/i18n/language.js';

const storageKey = languageCookieName;

/**
 * The language the visitor chose, if any: the cookie first (it is what the server reads for the
 * login and checkout pages), then localStorage (a browser that dropped the cookie). No guess from
 * the browser's language: Italian stays the default until the visitor picks English.
 */
export function readStoredLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageCookieName}=`));
  const fromCookie = parseLanguage(entry?.slice(languageCookieName.length + 1));
  if (fromCookie !== undefined) return fromCookie;
  try {
    return parseLanguage(window.localStorage.getItem(storageKey));
  } catch {
    // Storage can be disabled (privacy settings): the cookie is enough.
    return undefined;
  }
}

/** A functional cookie (the visitor's own explicit choice): written without asking for consent. */
export function storeLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName}=${language}; max-age=${languageCookieMaxAgeSeconds}; path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // See readStoredLanguage.
  }
}
