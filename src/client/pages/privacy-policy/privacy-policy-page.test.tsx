// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../../i18n/i18n.js';
import { supportEmail } from '../../app/external-links.js';
import { PrivacyPolicyPage } from './privacy-policy-page.js';

afterEach(cleanup);

describe('PrivacyPolicyPage', () => {
  test('covers the points of the spec, links the cookie policy and the mailbox for closing the account', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicyPage />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Ultimo aggiornamento: 24 maggio 2024');
    expect(text).toContain('Stripe');
    expect(text).toContain('servizio di autenticazione esterno');
    expect(text).toContain('meno di 18 anni');
    expect(text).toContain('finché il tuo account esiste');
    expect(text).toContain('prodotto, importo e data di ogni acquisto');
    expect(text).toContain('«Elimina account»');
    expect(text).toContain("24 mesi dopo la data dell'evento");
    expect(text).toContain('non risponde ai segnali Do Not Track');
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    expect(screen.getByRole('link', { name: supportEmail }).getAttribute('href')).toBe(`mailto:${supportEmail}`);
  });
});
