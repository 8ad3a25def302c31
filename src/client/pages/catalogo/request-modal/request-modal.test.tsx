// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CatalogTemplate } from '../../../../shared/catalog/catalog-template.js';
import type { StarterForm } from '../../../../shared/layout/create-starter-document.js';
import '../../../i18n/i18n.js';
import { RequestModal } from './request-modal.js';

const template: CatalogTemplate = {
  category: 'matrimonio',
  format: 'cartolina_verticale',
  original: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
  preview: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg',
  id: '_assets_templates_matrimonio_cartolina_verticale_rose-wreath_png',
  name: 'Rose Wreath',
  fileName: 'rose-wreath.png',
  source: 'builtin',
};

const fetchMock = vi.fn<typeof fetch>();
// The proof of work has its own tests; here each solve hands out the next numbered proof.
let proofsSolved = 0;
vi.mock('../../../catalog/proof-of-work/solve-proof-of-work.js', () => ({ solveProofOfWork: async () => `proof-${(proofsSolved += 1)}` }));
// The live words' drawing has its own tests (live-text/*.test.ts): here each draw records what it was given.
const drawn: { canvas: HTMLCanvasElement; form: StarterForm }[] = [];
const loadedLiveText: string[][] = [];
vi.mock('./live-text/load-live-text.js', () => ({
  loadLiveText: async (templatePath: string, backdropUrl: string) => {
    loadedLiveText.push([templatePath, backdropUrl]);
    return { width: 1200, height: 1800, draw: (canvas: HTMLCanvasElement, form: StarterForm) => drawn.push({ canvas, form: { ...form } }) };
  },
}));

beforeEach(() => {
  drawn.length = 0;
  loadedLiveText.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderModal(onClose = vi.fn()) {
  render(<RequestModal operatorId="operatore-1" businessName="Foto Rossi" design={{ kind: 'template', template }} onClose={onClose} />);
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Invia richiesta' }) as HTMLButtonElement;

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillRequired() {
  type('Nomi', 'Anna e Marco');
  type('Data evento', '12 giugno 2027');
  type('Città', 'Roma');
}

async function submit() {
  fireEvent.click(submitButton());
  await act(async () => {});
}

function sentBody(): { proof: string; operatorId: string; template: unknown; formData: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/save-catalog-request');
  return JSON.parse(String(init?.body)) as { proof: string; operatorId: string; template: unknown; formData: Record<string, string> };
}

describe('RequestModal', () => {
  test('opens as a labelled dialog, empty, phone prefilled +39, focus on the first field', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Richiedi questo template' })).toBeTruthy();
    expect(field('Nomi').value).toBe('');
    expect(field('Telefono').value).toBe('+39');
    expect(document.activeElement).toBe(field('Nomi'));
    expect(screen.getByText('Inserisci almeno un contatto: email o telefono.')).toBeTruthy();
  });

  test('keeps submit disabled while the email is empty and the phone is only +39', () => {
    renderModal();
    fillRequired();
    expect(submitButton().disabled).toBe(true);
    type('Telefono', ' +39 ');
    expect(submitButton().disabled).toBe(true);
    type('Telefono', '+39 333 1234567');
    expect(submitButton().disabled).toBe(false);
    type('Telefono', '+39');
    type('Email', 'anna@example.it');
    expect(submitButton().disabled).toBe(false);
  });

  test("'Invia richiesta' says what is missing (aria-describedby), and stops once all is filled in", () => {
    renderModal();
    const hint = () => document.getElementById(submitButton().getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe('Compila: Nomi, Data evento, Città, Email o telefono');
    type('Nomi', 'Anna e Marco');
    type('Città', 'Roma');
    expect(hint()).toBe('Compila: Data evento, Email o telefono');
    type('Data evento', '12 giugno 2027');
    expect(submitButton().disabled).toBe(true);
    expect(hint()).toBe('Compila: Email o telefono');
    type('Email', 'anna@example.it');
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/^Compila:/)).toBeNull();
  });

  test('refuses missing names, event date and city, without calling the server', async () => {
    renderModal();
    type('Email', 'anna@example.it');
    type('Città', 'Roma');
    await submit();
    expect(screen.getAllByText('Campo obbligatorio.')).toHaveLength(2);
    expect(field('Nomi').getAttribute('aria-invalid')).toBe('true');
    expect(field('Città').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field('Nomi'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('refuses a phone that does not start with +39', async () => {
    renderModal();
    fillRequired();
    type('Telefono', '333 1234567');
    await submit();
    expect(screen.getByText('Il numero di telefono deve iniziare con +39.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Telefono'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the request with a bare +39 as an empty phone, then thanks the client', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ requestId: 'r-1' }), { status: 201 }));
    renderModal();
    fillRequired();
    type('Note (facoltative)', 'Colori pastello');
    type('Email', ' anna@example.it ');
    await submit();
    expect(sentBody()).toEqual({
      proof: expect.stringMatching(/^proof-\d+$/),
      operatorId: 'operatore-1',
      template: { displayName: 'Rose Wreath', preview: template.preview, original: template.original },
      formData: { names: 'Anna e Marco', eventDate: '12 giugno 2027', city: 'Roma', otherText: 'Colori pastello', email: 'anna@example.it', phone: '' },
    });
    expect(screen.getByText('Grazie per la tua richiesta!')).toBeTruthy();
    expect(screen.getByText('La tua richiesta è stata inviata a Foto Rossi: ti contatterà al più presto.')).toBeTruthy();
    expect(screen.queryByLabelText('Nomi')).toBeNull();
  });

  test('cannot be closed while sending, by button or Escape', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const onClose = renderModal();
    fillRequired();
    type('Telefono', '+39 333 1234567');
    await submit();
    expect(screen.getByRole('status').textContent).toBe('Invio in corso...');
    expect((screen.getByRole('button', { name: 'Chiudi' }) as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => answer(new Response(JSON.stringify({ requestId: 'r-1' }), { status: 201 })));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('shows the error panel on failure; retry returns to the filled-in form', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Troppe richieste' } }), { status: 429 }));
    renderModal();
    fillRequired();
    type('Email', 'anna@example.it');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Impossibile inviare la richiesta. Riprova.');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Nomi').value).toBe('Anna e Marco');
    expect(field('Email').value).toBe('anna@example.it');
    expect(document.activeElement).toBe(field('Nomi'));
    expect(submitButton().disabled).toBe(false);
  });

  test('solves a fresh proof and sends once more when the server refuses the proof as used or expired', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'PROOF_OF_WORK_INVALID', message: 'Verifica anti-spam non valida o già usata. Riprova.' } }), { status: 403 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ requestId: 'r-2' }), { status: 201 }));
    renderModal();
    fillRequired();
    type('Email', 'anna@example.it');
    await submit();
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const proofs = fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { proof: string }).proof);
    expect(proofs[0]).not.toBe(proofs[1]);
    expect(screen.getByText('Grazie per la tua richiesta!')).toBeTruthy();
  });

  test("draws what the client types in 'Nomi' and 'Data evento' over the designed picture, at each keystroke", async () => {
    renderModal();
    const preview = screen.getByTestId('request-preview');
    // The designed starter shows at once, before the drawing code has arrived.
    expect(within(preview).getByRole('img', { name: 'Anteprima di Rose Wreath' }).getAttribute('src')).toBe('/assets/templates/matrimonio/cartolina_verticale/starter-previews/rose-wreath-600.webp');
    await screen.findByTestId('request-preview-words');
    expect(loadedLiveText).toEqual([[template.original, '/assets/templates/matrimonio/cartolina_verticale/starter-backdrops/rose-wreath.webp']]);
    // Then the words-free backdrop, with the starter's own words drawn over it.
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('/assets/templates/matrimonio/cartolina_verticale/starter-backdrops/rose-wreath.webp');
    expect(drawn.at(-1)?.form).toEqual({ names: '', eventDate: '' });
    expect(preview.textContent).toContain('I nomi e la data che scrivi compaiono qui.');

    // Each keystroke is drawn before the browser paints (the change event's own render).
    type('Nomi', 'Anna e Marco');
    expect(drawn.at(-1)?.form).toEqual({ names: 'Anna e Marco', eventDate: '' });
    type('Data evento', '12 giugno 2027');
    expect(drawn.at(-1)?.form).toEqual({ names: 'Anna e Marco', eventDate: '12 giugno 2027' });
    expect(drawn.at(-1)?.canvas).toBe(screen.getByTestId('request-preview-words'));
    expect(preview.textContent).toContain('Anteprima con i tuoi testi: Anna e Marco, 12 giugno 2027');
    // Typing elsewhere does not redraw.
    const draws = drawn.length;
    type('Città', 'Roma');
    expect(drawn).toHaveLength(draws);
  });

  test("sends a layout of the operator's catalogue by its id, showing the server's picture without live words", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ requestId: 'r-3' }), { status: 201 }));
    const layout = { id: 'lay_abcdefghijklmnop12', name: 'Matrimonio al mare', theme: 'matrimonio', format: 'cartolina-verticale', preview: '/api/catalog-layouts/operatore-1/lay_abcdefghijklmnop12/preview?v=2', width: 400, height: 600 };
    render(<RequestModal operatorId="operatore-1" businessName="Foto Rossi" design={{ kind: 'layout', layout }} onClose={vi.fn()} />);
    expect(screen.getByText('Template scelto: Matrimonio al mare')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Anteprima di Matrimonio al mare' }).getAttribute('src')).toBe(layout.preview);
    fillRequired();
    type('Email', 'anna@example.it');
    await submit();
    expect(sentBody().template).toEqual({ displayName: 'Matrimonio al mare', preview: layout.preview, original: 'layout:lay_abcdefghijklmnop12' });
    expect(loadedLiveText).toEqual([]);
  });
});
