// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cookieConsentMaxAgeSeconds, writeCookieConsent } from './cookie-consent.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeCookieConsent', () => {
  test('writes a 150-day, site-wide, SameSite=Lax cookie', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    writeCookieConsent('accepted');
    expect(cookieConsentMaxAgeSeconds).toBe(12_960_000);
    expect(setCookie).toHaveBeenCalledWith('cookie_consent=accepted; max-age=12960000; path=/; SameSite=Lax');
  });
});
