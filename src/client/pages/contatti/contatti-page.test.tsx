// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { it as italian } from '../../i18n/it.js';
import '../../i18n/i18n.js';
import { ContattiPage } from './contatti-page.js';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/contatti', element: <ContattiPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/contatti'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Invia messaggio|Invio in corso/ }) as HTMLButtonElement;

function type(label: string, value: string) {
  fireEvent.change(control(label), { target: { value } });
}

function fillForm() {
  type('Nome', 'Giulia Rossi');
  type('Email', 'giulia@example.test');
  type('Oggetto', 'custom_layout');
  type('Messaggio', 'Vorrei un layout per una laurea.');
}

async function submit() {
  fireEvent.click(submitButton());
  await act(async () => {});
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function errorOf(label: string): string | null {
  const describedBy = control(label).getAttribute('aria-describedby');
  return describedBy === null ? null : (document.getElementById(describedBy)?.textContent ?? null);
}

describe('ContattiPage', () => {
  test('keeps the spec texts verbatim', () => {
    expect(italian.contactPage.error).toBe("Si è verificato un errore durante l'invio del modulo. Riprova più tardi.");
    expect(italian.contactPage.sending).toBe('Invio in corso...');
    expect(italian.contactPage.subjects).toEqual({ general: 'Informazioni generali', custom_layout: 'Richiesta layout personalizzato' });
  });

  test('labels every field, offers the two subjects, and marks them all required', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contatti' })).toBeTruthy();
    for (const label of ['Nome', 'Email', 'Oggetto', 'Messaggio']) expect(control(label).required).toBe(true);
    const options = [...(control('Oggetto') as unknown as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['', "Scegli l'oggetto"],
      ['general', 'Informazioni generali'],
      ['custom_layout', 'Richiesta layout personalizzato'],
    ]);
  });

  test('an empty form shows an error under each field, focuses the first one, and sends nothing', async () => {
    renderPage();
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf('Nome')).toBe('Inserisci il tuo nome.');
    expect(errorOf('Email')).toBe('Inserisci la tua email.');
    expect(errorOf('Oggetto')).toBe("Scegli l'oggetto del messaggio.");
    expect(errorOf('Messaggio')).toBe('Scrivi il tuo messaggio.');
    for (const label of ['Nome', 'Email', 'Oggetto', 'Messaggio']) expect(control(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('Nome'));
  });

  test('a bad email, or a blank name, is refused here; fixing a field clears its error', async () => {
    renderPage();
    fillForm();
    type('Nome', '   ');
    type('Email', 'giulia@');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf('Nome')).toBe('Inserisci il tuo nome.');
    expect(errorOf('Email')).toBe('Inserisci un indirizzo email valido.');
    expect(errorOf('Messaggio')).toBeNull();
    expect(control('Messaggio').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(control('Nome'));
    type('Email', 'giulia@example.test');
    expect(errorOf('Email')).toBeNull();
  });

  test('sends the form, says so while sending, thanks the visitor and goes home', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const router = renderPage();
    fillForm();
    await submit();

    expect(submitButton().textContent).toBe('Invio in corso...');
    expect(submitButton().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Giulia Rossi', email: 'giulia@example.test', subject: 'custom_layout', message: 'Vorrei un layout per una laurea.' });
    // A second click while sending sends nothing more.
    fireEvent.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(json(201, { success: true })));
    const alert = screen.getByRole('alertdialog', { name: 'Grazie per averci scritto! Ti risponderemo al più presto.' });
    expect(router.state.location.pathname).toBe('/contatti');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await act(async () => {});
    expect(alert.isConnected).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  test('a server failure shows the spec error inline and keeps everything typed', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'INTERNAL', message: 'Errore interno del server.' } }));
    renderPage();
    fillForm();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe("Si è verificato un errore durante l'invio del modulo. Riprova più tardi.");
    expect(control('Nome').value).toBe('Giulia Rossi');
    expect(control('Email').value).toBe('giulia@example.test');
    expect(control('Oggetto').value).toBe('custom_layout');
    expect(control('Messaggio').value).toBe('Vorrei un layout per una laurea.');
    expect(submitButton().disabled).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a network failure or a rate limit shows the same error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message: 'Troppe richieste. Riprova tra poco.' } }));
    renderPage();
    fillForm();
    await submit();
    expect(screen.getByRole('alert').textContent).toContain("Si è verificato un errore durante l'invio del modulo.");
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert').textContent).toContain("Si è verificato un errore durante l'invio del modulo.");
  });

  test("the server's field refusals show under their fields, translated here", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Inserisci un indirizzo email valido.', details: [{ path: 'email', code: 'invalid_format', message: 'Inserisci un indirizzo email valido.' }] },
      }),
    );
    renderPage();
    fillForm();
    await submit();
    expect(errorOf('Email')).toBe('Inserisci un indirizzo email valido.');
    expect(document.activeElement).toBe(control('Email'));
    expect(control('Nome').value).toBe('Giulia Rossi');
  });
});
