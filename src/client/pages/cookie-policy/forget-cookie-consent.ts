import { cookieConsentName } from '../../app/cookie-consent.js';

/**
 * Deletes the consent cookie and reloads: the banner reads the cookie once per page load, so a
 * reload is what makes it ask again. Same path and SameSite as when it was written.
 */
export function forgetCookieConsent(reload: () => void = () => window.location.reload()): void {
  document.cookie = `${cookieConsentName}=; max-age=0; path=/; SameSite=Lax`;
  reload();
}
