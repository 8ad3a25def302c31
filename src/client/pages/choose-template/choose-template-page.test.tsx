// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n.js';
import type { MeResponse } from '../../../shared/api/me.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { visitorMe } from '../../api/visitor-me.js';
import { clearTemplateCatalogCache } from '../../catalog/templates/load-template-catalog.js';
import { pendingPurchaseKey } from '../../purchase/pending-purchase.js';
import { buildOperatorMe, buildSession, SessionFixture } from '../../test/session-fixtures.js';
import { ChooseTemplatePage } from './choose-template-page.js';

const entry = (file: string, format = 'cartolina_verticale', category = 'matrimonio') => ({
  category,
  format,
  original: `/assets/templates/${category}/${format}/${file}.png`,
  preview: `/assets/templates/${category}/${format}/previews/${file}.jpg`,
});
const catalog = [entry('rose-wreath'), entry('golden_arch'), entry('eucalyptus-frame'), entry('other', 'photostrip_verticale'), entry('cake', 'cartolina_verticale', 'compleanno')];
const fetchMock = vi.fn<typeof fetch>();

function EditorProbe() {
  const location = useLocation();
  return <pre data-testid="editor">{JSON.stringify({ path: location.pathname, state: location.state as unknown })}</pre>;
}

function renderAt(path: string, me: MeResponse = visitorMe) {
  const router = createMemoryRouter(
    [
      { path: '/choose-template/:theme/:format', element: <ChooseTemplatePage /> },
      { path: '/editor/:theme/:format/:fileName', element: <EditorProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionFixture session={buildSession(me)}>
      <RouterProvider router={router} />
    </SessionFixture>,
  );
}

function respondWithCatalog() {
  fetchMock.mockImplementation((input) => {
    if (input === '/assets/templates.json') return Promise.resolve(new Response(JSON.stringify(catalog)));
    return Promise.resolve(new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } }), { status: 404 }));
  });
}

beforeEach(() => {
  clearTemplateCatalogCache();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChooseTemplatePage', () => {
  test('shows Tema, Formato, the back button, the note and the templates of the route only', async () => {
    respondWithCatalog();
    renderAt('/choose-template/matrimonio/cartolina-verticale');
    const grid = await screen.findByRole('list', { name: 'Template disponibili' });
    expect(within(grid).getAllByRole('listitem').map((item) => item.querySelector('.template-card__name')?.textContent)).toEqual([
      'Rose Wreath',
      'Golden Arch',
      'Eucalyptus Frame',
    ]);
    expect(screen.getByText('Tema')).toBeTruthy();
    expect(screen.getByText('Cartolina Verticale')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Torna ai formati/ }).getAttribute('href')).toBe('/choose-format/matrimonio');
    expect(screen.getByRole('note').textContent).toMatch(/I template sono esempi/);
  });

  test('a visitor opens the panel, has no Personalizza, and Escape returns focus to the card', async () => {
    respondWithCatalog();
    renderAt('/choose-template/matrimonio/cartolina-verticale');
    const card = await screen.findByRole('button', { name: 'Golden Arch' });
    card.focus();
    fireEvent.click(card);
    const panel = screen.getByRole('dialog', { name: 'Cosa vuoi fare?' });
    // The panel shows what the card shows: the designed starter, not the bare template.
    const cardPicture = card.querySelector('img')?.getAttribute('src');
    expect(cardPicture).toMatch(/starter-previews/);
    expect(panel.querySelector('img')?.getAttribute('src')).toBe(cardPicture);
    expect(within(panel).queryByRole('button', { name: 'Personalizza (Operatore)' })).toBeNull();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Copia Info' }));
    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  test("'Chiudi' closes the panel", async () => {
    respondWithCatalog();
    renderAt('/choose-template/matrimonio/cartolina-verticale');
    fireEvent.click(await screen.findByRole('button', { name: 'Rose Wreath' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a logged-in annual user reaches the editor with the template in navigation state', async () => {
    respondWithCatalog();
    renderAt('/choose-template/matrimonio/cartolina-verticale', buildOperatorMe('Annuale'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rose Wreath' }));
    fireEvent.click(screen.getByRole('button', { name: 'Personalizza (Operatore)' }));
    const probe = JSON.parse((await screen.findByTestId('editor')).textContent ?? '{}') as unknown;
    expect(probe).toEqual({
      path: '/editor/matrimonio/cartolina-verticale/rose-wreath.png',
      state: { template: { original: catalog[0]?.original, preview: catalog[0]?.preview }, start: 'starter' },
    });
  });

  test("'Layout vuoto' reaches the editor asking for an empty start", async () => {
    respondWithCatalog();
    renderAt('/choose-template/matrimonio/cartolina-verticale', buildOperatorMe('Annuale'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rose Wreath' }));
    fireEvent.click(screen.getByRole('button', { name: 'Layout vuoto' }));
    const probe = JSON.parse((await screen.findByTestId('editor')).textContent ?? '{}') as unknown;
    expect(probe).toEqual({
      path: '/editor/matrimonio/cartolina-verticale/rose-wreath.png',
      state: { template: { original: catalog[0]?.original, preview: catalog[0]?.preview }, start: 'empty' },
    });
  });

  test("a free user's locked card starts the purchase: confirm, checkout call, error alert, marker removed", async () => {
    respondWithCatalog();
    const me = buildOperatorMe('Una Tantum');
    const original = catalog[0]?.original ?? '';
    me.unlockedTemplates[templateIdFromPath(original)] = {
      downloads_remaining: 0,
      unlock_expiry_date: '2099-01-01T00:00:00Z',
      original_path: original,
      preview_path: catalog[0]?.preview ?? '',
    };
    renderAt('/choose-template/matrimonio/cartolina-verticale', me);
    expect(await screen.findByText('Hai acquistato dei pass singoli.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ri-Acquista Pass' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sblocca per €25' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Golden Arch' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Sblocca per €25' })[0] as HTMLElement);
    const confirm = screen.getByRole('dialog', { name: 'Sblocca il template' });
    expect(confirm.textContent).toMatch(/Golden Arch/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Vai al pagamento' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Si è verificato un errore: Risorsa non trovata.');
    const checkoutCall = fetchMock.mock.calls.find(([path]) => path === '/api/create-checkout-session');
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({
      purchaseType: 'unlock_template',
      templateId: templateIdFromPath(catalog[1]?.original ?? ''),
      templatePath: catalog[1]?.original,
    });
    expect(localStorage.getItem(pendingPurchaseKey)).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('cancelling the confirm asks the server nothing', async () => {
    respondWithCatalog();
    renderAt('/choose-template/matrimonio/cartolina-verticale', buildOperatorMe('Gratuito'));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Sblocca per €25' }))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/create-checkout-session')).toBe(false);
  });

  test('an unknown theme, a coming-soon theme and an unknown format give an empty state with a way back', async () => {
    renderAt('/choose-template/sconosciuto/cartolina-verticale');
    expect(screen.getByRole('heading', { name: 'Tema non disponibile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna ai temi' }).getAttribute('href')).toBe('/choose-theme');
    cleanup();
    renderAt('/choose-template/natale/cartolina-verticale');
    expect(screen.getByText(/Il tema Natale arriverà presto/)).toBeTruthy();
    cleanup();
    renderAt('/choose-template/matrimonio/poster');
    expect(screen.getByRole('heading', { name: 'Formato non disponibile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna ai formati' }).getAttribute('href')).toBe('/choose-format/matrimonio');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an empty grid says so', async () => {
    respondWithCatalog();
    renderAt('/choose-template/laurea/photostrip-orizzontale');
    expect(await screen.findByRole('heading', { name: 'Nessun template disponibile' })).toBeTruthy();
  });

  test('a failed load shows an error with a working retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 503 }));
    renderAt('/choose-template/matrimonio/cartolina-verticale');
    expect(await screen.findByRole('alert')).toBeTruthy();
    respondWithCatalog();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Rose Wreath' })).toBeTruthy();
  });
});
