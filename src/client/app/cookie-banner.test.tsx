// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../i18n/i18n.js';
import { CookieBanner } from './cookie-banner.js';
import { cookieConsentName } from './cookie-consent.js';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

function clearConsentCookie() {
  document.cookie = `${cookieConsentName}=; max-age=0; path=/`;
}

afterEach(() => {
  cleanup();
  clearConsentCookie();
});

describe('CookieBanner', () => {
  test('is a labelled region with the policy link and both choices', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Consenso ai cookie' });
    expect(region.textContent).toContain('Questo sito utilizza i cookie per migliorare la tua esperienza.');
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    expect(screen.getByRole('button', { name: 'Accetto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rifiuto' })).toBeTruthy();
    expect(region.contains(document.activeElement)).toBe(false);
  });

  test("'Accetto' stores cookie_consent=accepted and hides the banner", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accetto' }));
    expect(document.cookie).toContain('cookie_consent=accepted');
    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).toBeNull();
  });

  test("'Rifiuto' stores cookie_consent=rejected", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Rifiuto' }));
    expect(document.cookie).toContain('cookie_consent=rejected');
    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).toBeNull();
  });

  test('stays hidden when the choice was already made', () => {
    document.cookie = `${cookieConsentName}=rejected; path=/`;
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).toBeNull();
  });
});
