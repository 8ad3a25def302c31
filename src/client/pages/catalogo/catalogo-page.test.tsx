// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { customTemplateFileUrl } from '../../../shared/api/custom-templates.js';
import '../../i18n/i18n.js';
import { clearTemplateCatalogCache } from '../../catalog/templates/load-template-catalog.js';
import { CatalogoPage } from './catalogo-page.js';

const operator = {
  userId: 'operatore-1',
  businessName: 'Foto Rossi',
  logoUrl: '/api/logo?user=operatore-1',
  contactPhone: '+39 333 1234567',
  custom_templates: [
    {
      id: 'custom_abcdefghij12',
      name: 'Festa di Anna',
      theme: 'matrimonio',
      format: 'cartolina-verticale',
      original: customTemplateFileUrl('custom-templates/operatore-1/custom_abcdefghij12-original.png'),
      preview: customTemplateFileUrl('custom-templates/operatore-1/custom_abcdefghij12-preview.png'),
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

const catalogue = [
  { category: 'matrimonio', format: 'cartolina_verticale', original: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png', preview: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg' },
  { category: 'laurea', format: 'cartolina_verticale', original: '/assets/templates/laurea/cartolina_verticale/tocco.png', preview: '/assets/templates/laurea/cartolina_verticale/previews/tocco.jpg' },
];

const fetchMock = vi.fn<typeof fetch>();

function answerWith(operatorResponse: Response) {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/get-operator-data')) return Promise.resolve(operatorResponse.clone());
    if (url === '/assets/templates.json') return Promise.resolve(new Response(JSON.stringify(catalogue)));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

beforeEach(() => {
  clearTemplateCatalogCache();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderCatalogue() {
  const router = createMemoryRouter([{ path: '/catalogo/:operatorId', element: <CatalogoPage /> }], { initialEntries: ['/catalogo/operatore-1'] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

async function choose(theme: string, format: string) {
  fireEvent.change(select('Tema'), { target: { value: theme } });
  fireEvent.change(select('Formato'), { target: { value: format } });
  await act(async () => {});
}

describe('CatalogoPage', () => {
  test("shows the server's message when the operator cannot be loaded", async () => {
    answerWith(new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Operatore non trovato.' } }), { status: 404 }));
    await renderCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogo' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Impossibile caricare il catalogo: Operatore non trovato.');
  });

  test("shows the operator's brand and asks for a theme and a format before the grid", async () => {
    answerWith(new Response(JSON.stringify(operator)));
    await renderCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'Foto Rossi' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto Rossi' }).getAttribute('src')).toBe(operator.logoUrl);
    expect(screen.getByText('Scegli un tema e un formato per vedere i template.')).toBeTruthy();
    expect(select('Formato').disabled).toBe(true);
    fireEvent.change(select('Tema'), { target: { value: 'matrimonio' } });
    expect(select('Formato').disabled).toBe(false);
    expect(screen.queryByRole('list', { name: 'Template del catalogo' })).toBeNull();
  });

  test("lists the operator's own templates first, then the built-in ones of that theme and format", async () => {
    answerWith(new Response(JSON.stringify(operator)));
    await renderCatalogue();
    await choose('matrimonio', 'cartolina-verticale');
    const grid = screen.getByRole('list', { name: 'Template del catalogo' });
    const buttons = within(grid).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['Scegli Festa di Anna', 'Scegli Rose Wreath']);
    expect(screen.queryByText('Scegli un tema e un formato per vedere i template.')).toBeNull();
  });

  test('says so when a theme and format have no templates', async () => {
    answerWith(new Response(JSON.stringify(operator)));
    await renderCatalogue();
    await choose('bambini', 'photostrip-verticale');
    expect(screen.getByText('Nessun template disponibile')).toBeTruthy();
  });

  test('choosing opens the request modal, empty each time, and closing returns the focus to the card', async () => {
    answerWith(new Response(JSON.stringify(operator)));
    await renderCatalogue();
    await choose('matrimonio', 'cartolina-verticale');
    const chooseButton = screen.getByRole('button', { name: 'Scegli Rose Wreath' });
    chooseButton.focus();
    fireEvent.click(chooseButton);
    const dialog = screen.getByRole('dialog', { name: 'Richiedi questo template' });
    expect(within(dialog).getByText('Template scelto: Rose Wreath')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nomi'), { target: { value: 'Anna e Marco' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(chooseButton);
    fireEvent.click(chooseButton);
    expect((screen.getByLabelText('Nomi') as HTMLInputElement).value).toBe('');
  });

  test('shows built-in templates as their designed starters in WebP, in reserved boxes, the first cards at once and the rest when scrolled near', async () => {
    const layout = { id: 'lay_abcdefghijklmnop12', name: 'Matrimonio al mare', theme: 'matrimonio', format: 'cartolina-verticale', preview: '/api/catalog-layouts/operatore-1/lay_abcdefghijklmnop12/preview?v=3', width: 400, height: 600 };
    const hidden = { ...layout, id: 'lay_zzzzzzzzzzzzzzzz12', name: 'Laurea di Bea', theme: 'laurea' };
    answerWith(new Response(JSON.stringify({ ...operator, catalog_layouts: [layout, hidden] })));
    await renderCatalogue();
    await choose('matrimonio', 'cartolina-verticale');
    const grid = screen.getByRole('list', { name: 'Template del catalogo' });
    // The operator's marked layouts first (of this theme and format), then their uploads, then the built-in ones.
    expect(within(grid).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Scegli Matrimonio al mare', 'Scegli Festa di Anna', 'Scegli Rose Wreath']);

    const picture = (name: string) => within(grid).getByRole('img', { name: `Anteprima di ${name}` });
    const rose = picture('Rose Wreath');
    expect(rose.getAttribute('src')).toBe('/assets/templates/matrimonio/cartolina_verticale/starter-previews/rose-wreath-600.webp');
    expect(rose.getAttribute('srcset')).toBe(
      '/assets/templates/matrimonio/cartolina_verticale/starter-previews/rose-wreath-300.webp 200w, /assets/templates/matrimonio/cartolina_verticale/starter-previews/rose-wreath-600.webp 400w',
    );
    expect(rose.getAttribute('sizes')).toBe('(min-width: 768px) 16rem, 45vw');
    expect([rose.getAttribute('width'), rose.getAttribute('height'), rose.getAttribute('loading')]).toEqual(['400', '600', 'lazy']);

    const own = picture('Matrimonio al mare');
    expect([own.getAttribute('src'), own.getAttribute('width'), own.getAttribute('height'), own.getAttribute('loading')]).toEqual([layout.preview, '400', '600', 'eager']);
    expect(picture('Festa di Anna').getAttribute('src')).toBe(operator.custom_templates[0]?.preview);
    // No canvas in the grid: pictures only, the drawing code stays out of the page.
    expect(grid.querySelector('canvas')).toBeNull();
  });
});
