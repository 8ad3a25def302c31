// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../i18n/i18n.js';
import { CookiePolicyPage } from './cookie-policy-page.js';
import { forgetCookieConsent } from './forget-cookie-consent.js';

vi.mock('./forget-cookie-consent.js', () => ({ forgetCookieConsent: vi.fn() }));

afterEach(cleanup);

describe('CookiePolicyPage', () => {
  test('names the three categories and what the app actually sets', () => {
    render(
      <MemoryRouter>
        <CookiePolicyPage />
      </MemoryRouter>,
    );
    for (const name of ['Cookie necessari', 'Cookie analitici', 'Cookie di marketing']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('cookie_consent: Ricorda la tua scelta sui cookie per 150 giorni.');
    expect(text).toContain('cornice_session');
    expect(text).toContain('cornice_lang: Ricorda la lingua');
    expect(text.match(/oggi Cornice non ne imposta nessuno/g)).toHaveLength(2);
  });

  test('the button forgets the choice so the banner asks again', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CookiePolicyPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Modifica la scelta sui cookie' }));
    expect(forgetCookieConsent).toHaveBeenCalledOnce();
  });
});
