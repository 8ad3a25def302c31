export type CookieConsent = 'accepted' | 'rejected';

export const cookieConsentName = 'cookie_consent';
/** Spec part 1 §9: the choice lasts 150 days. */
export const cookieConsentMaxAgeSeconds = 150 * 24 * 3600;

export function readCookieConsent(): CookieConsent | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieConsentName}=`));
  const value = entry?.slice(cookieConsentName.length + 1);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function writeCookieConsent(consent: CookieConsent): void {
  document.cookie = `${cookieConsentName}=${consent}; max-age=${cookieConsentMaxAgeSeconds}; path=/; SameSite=Lax`;
}
