// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n.js';
import { ProfileForm } from './profile-form.js';

const emptyProfile = { businessName: '', logoUrl: '', contactEmail: '', contactPhone: '', secondaryEmail: '' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
  await act(async () => {});
}

describe('ProfileForm', () => {
  test('asks for an email or a phone, styled as an error, without calling the server', async () => {
    render(<ProfileForm profile={emptyProfile} onSaved={() => Promise.resolve()} />);
    fireEvent.change(screen.getByLabelText('Telefono di contatto'), { target: { value: '   ' } });
    await save();
    const status = screen.getByText("Errore: Devi inserire almeno un'email o un numero di telefono.");
    expect(status.className).toContain('profile-form__message--error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the phone with its +39 prefix, confirms, refreshes, and clears the message after 5 s', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    const onSaved = vi.fn(() => Promise.resolve());
    render(<ProfileForm profile={emptyProfile} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Telefono di contatto'), { target: { value: '333 1234567' } });
    await save();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ ...emptyProfile, contactPhone: '+39 333 1234567', requestMailDigest: false });
    const status = screen.getByText('Profilo salvato con successo! Sto aggiornando i dati...');
    expect(status.className).not.toContain('--error');
    expect(onSaved).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(4999));
    expect(status.textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  test('the daily digest box shows the saved choice and sends the new one', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    render(<ProfileForm profile={{ ...emptyProfile, contactEmail: 'a@b.test', requestMailDigest: true }} onSaved={() => Promise.resolve()} />);
    const digest = screen.getByLabelText<HTMLInputElement>('Ricevi le nuove richieste in un riepilogo giornaliero');
    expect(digest.checked).toBe(true);
    fireEvent.click(digest);
    await save();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ requestMailDigest: false });
  });

  test("shows the server's message, or the default, after 'Errore: '", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Il logo indicato non è valido.' } }), { status: 400 }));
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    render(<ProfileForm profile={{ ...emptyProfile, contactEmail: 'a@b.test' }} onSaved={() => Promise.resolve()} />);
    await save();
    expect(screen.getByText('Errore: Il logo indicato non è valido.')).toBeTruthy();
    await save();
    expect(screen.getByText('Errore: Errore durante il salvataggio del profilo.')).toBeTruthy();
  });
});
