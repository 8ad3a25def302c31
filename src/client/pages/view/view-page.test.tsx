// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n.js';
import { ViewPage } from './view-page.js';

const draftId = 'eucalyptus-bloom-20270612t101500z-AbCdEfGhIjKlMnOpQrStUv';
const operator = { userId: 'operatore-1', businessName: 'Foto Rossi', logoUrl: '/api/logo?user=operatore-1', contactPhone: '+39 333 123 4567', custom_templates: [] };
const fetchMock = vi.fn<typeof fetch>();
let feedbackResponse: () => Promise<Response> = () => Promise.resolve(new Response(JSON.stringify({ success: true })));
let standingResponse: () => Promise<Response> = () => Promise.resolve(new Response(JSON.stringify({ standing: 'open' })));

beforeEach(() => {
  fetchMock.mockReset();
  feedbackResponse = () => Promise.resolve(new Response(JSON.stringify({ success: true })));
  standingResponse = () => Promise.resolve(new Response(JSON.stringify({ standing: 'open' })));
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/get-operator-data')) return Promise.resolve(new Response(JSON.stringify(operator)));
    if (url === '/api/update-request-from-client') return feedbackResponse();
    if (url === '/api/draft-view') return standingResponse();
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
  // The operator's data, then the draft's standing.
  await act(async () => {});
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

  test("tells the server the page opened, with the link's draft, operator and request", async () => {
    await renderView();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/draft-view');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ operatorId: 'operatore-1', draftId, requestId: 'req-7' });
  });

  test('a link to a replaced draft says a newer one exists, links to it with the same client, date and request, and offers no approval', async () => {
    const newer = 'eucalyptus-bloom-20270613t090000z-ZyXwVuTsRqPoNmLkJiHgFe';
    standingResponse = () => Promise.resolve(new Response(JSON.stringify({ standing: 'superseded', newerDraftId: newer })));
    await renderView();
    const notice = screen.getByTestId('view-superseded');
    expect(notice.textContent).toContain("C'è una bozza più recente");
    expect(notice.textContent).toContain('Foto Rossi ha preparato una nuova versione di questa bozza: questa non è più da approvare.');
    expect(screen.getByRole('link', { name: "Apri l'ultima bozza" }).getAttribute('href')).toBe(`/view/operatore-1/${newer}?client=Anna+%26+Marco&date=2027-06-12&reqId=req-7`);
    expect(screen.queryByRole('button', { name: 'Approva la bozza' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Richiedi modifiche' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'La bozza del layout' })).toBeNull();
  });

  test('an approved draft stays on the page with the date it was approved, and asks nothing more', async () => {
    standingResponse = () => Promise.resolve(new Response(JSON.stringify({ standing: 'approved', approvedAt: '2027-05-03T08:30:00.000Z' })));
    await renderView();
    expect(screen.getByRole('img', { name: 'La bozza del layout' }).getAttribute('src')).toBe(`/api/get-draft?id=${draftId}`);
    expect(screen.getByTestId('view-approved').textContent).toContain('Bozza approvata');
    expect(screen.getByTestId('view-approved').textContent).toMatch(/Hai approvato questa bozza il 3 maggio 2027 alle \d\d:30\./);
    expect(screen.queryByRole('button', { name: 'Approva la bozza' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contatta Foto Rossi su WhatsApp' })).toBeTruthy();
  });

  test('after approving, the image stays under the thank-you with the date of today', async () => {
    await renderView();
    fireEvent.click(button('Approva la bozza'));
    await act(async () => {});
    expect(screen.getByText('Hai approvato la bozza.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'La bozza del layout' })).toBeTruthy();
    const today = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
    expect(screen.getByTestId('view-approved').textContent).toContain(`Hai approvato questa bozza il ${today} alle `);
  });

  test('an answer the server refuses because a newer draft was shared turns the page into the notice', async () => {
    const newer = 'eucalyptus-bloom-20270613t090000z-ZyXwVuTsRqPoNmLkJiHgFe';
    feedbackResponse = () =>
      Promise.resolve(new Response(JSON.stringify({ error: { code: 'DRAFT_SUPERSEDED', message: "C'è una bozza più recente di questa: apri l'ultima bozza per rispondere.", details: { newerDraftId: newer } } }), { status: 409 }));
    await renderView();
    fireEvent.click(button('Approva la bozza'));
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('link', { name: "Apri l'ultima bozza" }).getAttribute('href')).toContain(`/view/operatore-1/${newer}?`);
    expect(screen.queryByRole('button', { name: 'Approva la bozza' })).toBeNull();
  });

  test('if the standing cannot be read, the page still offers the answer', async () => {
    standingResponse = () => Promise.reject(new Error('offline'));
    await renderView();
    expect(button('Approva la bozza')).toBeTruthy();
  });
});
