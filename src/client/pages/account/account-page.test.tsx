// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AccountResponse } from '../../../shared/api/account.js';
import { chooseLanguage } from '../../i18n/i18n.js';
import { AccountPage } from './account-page.js';

afterEach(async () => {
  await chooseLanguage('it');
  cleanup();
  vi.unstubAllGlobals();
});

const account = (overrides: Partial<AccountResponse> = {}): AccountResponse => ({
  loginEmail: 'anna@example.test',
  contactEmail: '',
  unconfirmedAddresses: [],
  pendingLoginEmail: null,
  provider: { kind: 'embedded' },
  sessions: [{ id: 's1', createdAt: '2026-11-20T10:00:00Z', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36', isCurrent: true }],
  ...overrides,
});

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function serve(body: AccountResponse, onPost: (url: string, payload: unknown) => Promise<Response> = () => json({ success: true })): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') return onPost(url, JSON.parse(String(init.body)));
    return json(body);
  });
}

function renderPage() {
  render(
    <MemoryRouter>
      <AccountPage />
    </MemoryRouter>,
  );
}

describe('AccountPage', () => {
  test('with the embedded provider: addresses, password and login-address forms, this session named by its browser', async () => {
    serve(account({ contactEmail: 'studio@example.test', unconfirmedAddresses: ['studio@example.test'] }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Indirizzi email' })).toBeTruthy();
    expect(screen.getByText('Confermato')).toBeTruthy();
    expect(screen.getByText('Da confermare')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambia password' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cambia indirizzo di accesso' })).toBeTruthy();
    expect(screen.getByText('Chrome su Windows')).toBeTruthy();
    expect(screen.getByText('Questa sessione')).toBeTruthy();
  });

  test('with an external provider: no password form, a pointer to the provider instead', async () => {
    serve(account({ provider: { kind: 'external', issuer: 'https://login.example.com/realms/cornice' } }));
    renderPage();
    expect(await screen.findByText('Accedi a Cornice con login.example.com: password e indirizzo di accesso si cambiano lì, non qui.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai a login.example.com' }).getAttribute('href')).toBe('https://login.example.com/realms/cornice');
    expect(screen.queryByRole('button', { name: 'Cambia password' })).toBeNull();
  });

  test('a weak new password is refused with the reasons the server found', async () => {
    serve(account(), () =>
      json({ error: { code: 'PASSWORD_WEAK', message: 'La password è troppo facile da indovinare.', details: { warning: 'topTen', suggestions: ['anotherWord'] } } }, 400),
    );
    renderPage();
    const form = within(await screen.findByRole('region', { name: 'Password' }));
    fireEvent.change(form.getByLabelText('Password attuale'), { target: { value: 'vecchia' } });
    fireEvent.change(form.getByLabelText('Nuova password'), { target: { value: '12345678' } });
    fireEvent.change(form.getByLabelText('Conferma nuova password'), { target: { value: '12345678' } });
    fireEvent.click(form.getByRole('button', { name: 'Cambia password' }));
    expect(
      await screen.findByText('Impossibile cambiare la password: La password è troppo facile da indovinare. Questa è una password molto usata. Aggiungi altre parole poco comuni.'),
    ).toBeTruthy();
  });

  test('in the English interface the reasons are in English', async () => {
    await chooseLanguage('en');
    serve(account(), () =>
      json({ error: { code: 'PASSWORD_WEAK', message: 'La password è troppo facile da indovinare.', details: { warning: 'userInputs', suggestions: [] } } }, 400),
    );
    renderPage();
    const form = within(await screen.findByRole('region', { name: 'Password' }));
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'anna@example.test' } });
    fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'anna@example.test' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password could not be changed: This password is too easy to guess. Do not use your email address or parts of it.')).toBeTruthy();
  });
});
