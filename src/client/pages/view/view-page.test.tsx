// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n';
import { ViewPage } from './view-page';

const draftId = 'eucalyptus-bloom-20270612t101500z-AbCdEfGhIjKlMnOpQrStUv';
const operator = { userId: 'operatore-1', businessName: 'Foto Rossi', logoUrl: '/api/logo?user=operatore-1', contactPhone: '+39 333 123 4567', custom_templates: [] };
const fetchMock = vi.fn<typeof fetch>();
let feedbackResponse: () => Promise<Response> = () => Promise.resolve(new Response(JSON.stringify({ success: true })));

beforeEach(() => {
  fetchMock.mockReset();
  feedbackResponse = () => Promise.resolve(new Response(JSON.stringify({ success: true })));
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/get-operator-data')) return Promise.resolve(new Response(JSON.stringify(operator)));
    if (url === '/api/update-request-from-client') return feedbackResponse();
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderView(query = '?client=Anna+%26+Marco&date=2027-06-12&reqId=req-7') {
  const router = createMemoryRouter([{ path: '/view/:operatorId/:layoutId', element: <ViewPage /> }], { initialEntries: [`/view/operatore-1/${draftId}${query}`] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const feedbackBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/update-request-from-client');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

describe('ViewPage', () => {
  test("shows the operator, the link's client and date, the draft and the contact button", async () => {
    await renderView();
    expect(screen.getByText('Foto Rossi')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto Rossi' })).toBeTruthy();
    expect(screen.getByText('Cliente: Anna & Marco')).toBeTruthy();
    expect(screen.getByText('Data evento: 12 giugno 2027')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'La bozza del layout' }).getAttribute('src')).toBe(`/api/get-draft?id=${draftId}`);
    expect(screen.getByRole('link', { name: 'Contatta Foto Rossi su WhatsApp' }).getAttribute('href')).toBe('https://wa.me/393331234567');
  });

  test('says when the operator cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404 }));
    await renderView();
    expect(screen.getByRole('alert').textContent).toBe("Errore nel recuperare i dati dell'operatore.");
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approva la bozza' })).toBeNull();
  });

  test('offers no answer when the draft image fails', async () => {
    await renderView();
    fireEvent.error(screen.getByRole('img', { name: 'La bozza del layout' }));
    expect(screen.getByRole('alert').textContent).toBe("Impossibile caricare l'immagine della bozza.");
    expect(screen.queryByRole('button', { name: 'Approva la bozza' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Richiedi modifiche' })).toBeNull();
  });

  test('the change form keeps send disabled while blank, and cancel returns to the buttons', async () => {
    await renderView();
    fireEvent.click(button('Richiedi modifiche'));
    const text = screen.getByLabelText('Descrivi le modifiche che desideri') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(text);
    expect(button('Invia le modifiche').disabled).toBe(true);
    fireEvent.change(text, { target: { value: '   \n ' } });
    expect(button('Invia le modifiche').disabled).toBe(true);
    fireEvent.change(text, { target: { value: 'Il nome più grande' } });
    expect(button('Invia le modifiche').disabled).toBe(false);
    fireEvent.click(button('Annulla'));
    expect(screen.queryByLabelText('Descrivi le modifiche che desideri')).toBeNull();
    expect(button('Approva la bozza')).toBeTruthy();
    expect(document.activeElement).toBe(button('Richiedi modifiche'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/update-request-from-client')).toBe(false);
  });

  test('a blank change request that gets sent anyway asks to describe the changes', async () => {
    await renderView();
    fireEvent.click(button('Richiedi modifiche'));
    const text = screen.getByLabelText('Descrivi le modifiche che desideri');
    fireEvent.change(text, { target: { value: '  ' } });
    const form = text.closest('form');
    if (form === null) throw new Error('no form');
    fireEvent.submit(form);
    expect(screen.getByRole('alertdialog').textContent).toContain('Descrivi le modifiche che desideri prima di inviare la richiesta.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/update-request-from-client')).toBe(false);
  });

  test('sends the changes with the link reqId and the layout id, then thanks the client', async () => {
    await renderView();
    fireEvent.click(button('Richiedi modifiche'));
    fireEvent.change(screen.getByLabelText('Descrivi le modifiche che desideri'), { target: { value: '  Il nome più grande ' } });
    fireEvent.click(button('Invia le modifiche'));
    await act(async () => {});
    expect(feedbackBody()).toEqual({ operatorId: 'operatore-1', requestId: 'req-7', draftId, action: 'request_changes', changes: 'Il nome più grande' });
    expect(screen.getByText('Grazie! Foto Rossi ha ricevuto la tua risposta.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approva la bozza' })).toBeNull();
  });

  test('approves without a reqId when the link has none, disabling the buttons while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    feedbackResponse = () => new Promise<Response>((resolve) => (answer = resolve));
    await renderView('?client=Anna');
    fireEvent.click(button('Approva la bozza'));
    await act(async () => {});
    expect(button('Approva la bozza').disabled).toBe(true);
    expect(button('Richiedi modifiche').disabled).toBe(true);
    expect(feedbackBody()).toEqual({ operatorId: 'operatore-1', draftId, action: 'approve', changes: '' });
    await act(async () => answer(new Response(JSON.stringify({ success: true }))));
    expect(screen.getByText('Grazie! Foto Rossi ha ricevuto la tua risposta.')).toBeTruthy();
    expect(screen.getByText('Hai approvato la bozza.')).toBeTruthy();
  });

  test('a failed send asks to retry or contact the operator directly', async () => {
    feedbackResponse = () => Promise.resolve(new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404 }));
    await renderView();
    fireEvent.click(button('Approva la bozza'));
    await act(async () => {});
    expect(screen.getByRole('alertdialog').textContent).toContain('Impossibile inviare la risposta. Riprova o contatta direttamente Foto Rossi.');
    fireEvent.click(button('OK'));
    expect(button('Approva la bozza').disabled).toBe(false);
  });
});
