// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { readCookieConsent, writeCookieConsent } from '../../app/cookie-consent.js';
import { forgetCookieConsent } from './forget-cookie-consent.js';

describe('forgetCookieConsent', () => {
  test('deletes the consent cookie, then reloads so the banner shows again', () => {
    writeCookieConsent('accepted');
    expect(readCookieConsent()).toBe('accepted');
    const reload = vi.fn();
    forgetCookieConsent(reload);
    expect(readCookieConsent()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
