// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitorMe } from '../../shared/api/visitor-me.js';
import type { DraftLayoutResponse } from '../../shared/api/client-proposals.js';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { renderPage } from '../entry-server.js';
import { buildOperatorMe } from '../test/session-fixtures.js';
import { createClientTree } from './client-tree.js';
import { preloadRoute } from './preload-route.js';
import { appRoutes } from './routes.js';

// Under vitest 'react-router/dom' resolves to another copy of the router than 'react-router' (one
// context each); the app's build has one. Its RouterProvider only adds flushSync.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

// The draft page's drawing (Konva), lazily loaded: a stand-in that says it was asked for and shows what stands in its box.
const drawingRequested = vi.fn();
vi.mock('../pages/view/editable-draft/editable-draft.js', () => ({
  EditableDraft: ({ placeholder }: { placeholder: unknown }) => {
    drawingRequested();
    return placeholder;
  },
}));

// React's development build (what vitest runs) reports every hydration mismatch, attributes and
// useId included, on console.error, and the text ones to onRecoverableError; the production build
// only the latter.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no scrolling (scroll-to-top.tsx).
  window.scrollTo = () => undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const visitor: BootState = { language: 'it', me: visitorMe, cookieConsent: null };
const operator = { userId: 'operatore-1', businessName: 'Foto Rossi', logoUrl: '', contactPhone: '+39 333 1112223', custom_templates: [] };

/** Renders `path` as the server does, then hydrates it as the browser does; answers the console's errors. */
async function renderAndHydrate(path: string, state: BootState): Promise<{ html: string; errors: unknown[][] }> {
  const html = await renderPage({ url: path, state });
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root" data-ssr="">${html.replace(/^(?:<link\b[^>]*>)+/, '')}</div>`;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no root');
  await preloadRoute(appRoutes, path);
  await act(async () => {
    hydrateRoot(root, createClientTree(state), { onRecoverableError: (error) => errors.push(['recoverable', error]) });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { html, errors };
}

describe('server rendering and hydration', () => {
  const paths = ['/', '/abbonamenti', '/choose-theme', '/choose-format/matrimonio', '/supporto', '/guida-operatore', '/contatti', '/layout-personalizzato', '/termini-di-servizio', '/privacy-policy', '/cookie-policy'];

  it.each(paths)('%s hydrates with no mismatch and goes live', async (path) => {
    const { html, errors } = await renderAndHydrate(path, visitor);
    expect(html).toContain('<h1');
    expect(errors).toEqual([]);
    expect(document.documentElement.dataset['hydrated']).toBe('true');
  });

  it("starts the landing page's HTML with a preload of the hero's AVIF, the same copies and sizes as its <picture>", async () => {
    const { html, errors } = await renderAndHydrate('/', visitor);
    const preload = /^<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="([^"]+)" imageSizes="([^"]+)"\/>/.exec(html);
    expect(preload).not.toBeNull();
    const hero = document.querySelector('.landing-hero source[type="image/avif"]');
    expect(preload?.[1]).toMatch(/editor-postcard-480\S*\.avif 480w, .*editor-postcard-1280\S*\.avif 1280w$/);
    expect(hero?.getAttribute('srcset')).toBe(preload?.[1]);
    expect(hero?.getAttribute('sizes')).toBe(preload?.[2]);
    expect(errors).toEqual([]);
  });

  it("renders a logged-in operator's top bar and plan, and hydrates it as is", async () => {
    const { html, errors } = await renderAndHydrate('/abbonamenti', { ...visitor, me: buildOperatorMe('Gratuito'), cookieConsent: 'accepted' });
    expect(html).toContain('Crea Nuovo Layout');
    expect(html).not.toContain('Accedi / Registrati');
    // Consent given: no banner.
    expect(html).not.toContain('Consenso ai cookie');
    expect(errors).toEqual([]);
  });

  it("renders the catalogue's operator from the boot state, with no request", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { html, errors } = await renderAndHydrate('/catalogo/operatore-1', { ...visitor, operator: { operatorId: 'operatore-1', status: 'loaded', operator } });
    expect(html).toContain('Foto Rossi');
    expect(errors).toEqual([]);
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('get-operator-data'))).toEqual([]);
  });

  it('renders an unknown operator as the API says it', async () => {
    const { html, errors } = await renderAndHydrate('/catalogo/nessuno', { ...visitor, operator: { operatorId: 'nessuno', status: 'error', message: 'Operatore non trovato.' } });
    expect(html).toContain('Operatore non trovato.');
    expect(errors).toEqual([]);
  });

  it("renders the client's draft page with the server's picture of the draft in the drawing's box, hydrates it as is, then asks for the drawing", async () => {
    const draftId = 'eucalyptus-bloom-20270612t101500z-AbCdEfGhIjKlMnOpQrStUv';
    const layout: DraftLayoutResponse = {
      document: { schemaVersion: 1, template: { path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', width: 1200, height: 1800, dpi: 300 }, elements: [] },
      artworkUrl: '/assets/display/eucalyptus-bloom.webp',
      fields: [{ elementId: 'names', maxChars: 40, maxLines: 2 }],
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ standing: 'open' }), { status: 200, headers: { 'content-type': 'application/json' } })));
    drawingRequested.mockClear();
    const state: BootState = {
      ...visitor,
      operator: { operatorId: 'operatore-1', status: 'loaded', operator },
      draft: { operatorId: 'operatore-1', draftId, requestId: '', standing: { standing: 'open' }, layout, size: { width: 1200, height: 1800 } },
    };
    const html = await renderPage({ url: `/view/operatore-1/${draftId}?client=Anna`, state });
    expect(html).toContain('La tua bozza</h1>');
    expect(html).toContain('Tocca un testo evidenziato per modificarlo');
    const image = /<img class="editable-draft__preview"[^>]*>/.exec(html)?.[0] ?? '';
    expect(image).toContain('width="1200"');
    expect(image).toContain('height="1800"');
    expect(image).toContain(`/api/get-draft?id=${draftId}&amp;w=720 720w`);
    expect(html).not.toContain('editable-draft-canvas');
    expect(drawingRequested).not.toHaveBeenCalled();

    const { errors } = await renderAndHydrate(`/view/operatore-1/${draftId}?client=Anna`, state);
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(drawingRequested).toHaveBeenCalled());
    expect(document.querySelectorAll('img.editable-draft__preview')).toHaveLength(1);
    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    // The layout came with the page; the view is still recorded by the page's own call (twice in StrictMode's development run).
    expect(urls.filter((url) => url.includes('draft-layout'))).toEqual([]);
    expect(urls.filter((url) => url.includes('draft-view')).length).toBeGreaterThan(0);
  });

  it('renders an approved draft with its date, its box kept by its size, and hydrates it as is', async () => {
    const draftId = 'eucalyptus-bloom-20270612t101500z-AbCdEfGhIjKlMnOpQrStUv';
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ standing: 'approved', approvedAt: '2027-06-01T10:00:00.000Z' }), { status: 200, headers: { 'content-type': 'application/json' } })));
    const state: BootState = {
      ...visitor,
      operator: { operatorId: 'operatore-1', status: 'loaded', operator },
      draft: { operatorId: 'operatore-1', draftId, requestId: '', standing: { standing: 'approved', approvedAt: '2027-06-01T10:00:00.000Z' }, layout: null, size: { width: 1200, height: 1800 } },
    };
    const { html, errors } = await renderAndHydrate(`/view/operatore-1/${draftId}`, state);
    expect(html).toContain('data-testid="view-approved"');
    expect(html).toContain('1 giugno 2027');
    const image = /<img class="view-page__image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(image).toContain('width="1200"');
    expect(image).toContain('height="1800"');
    expect(errors).toEqual([]);
  });

  it('would report a mismatch: the check itself can fail', async () => {
    const html = await renderPage({ url: '/abbonamenti', state: visitor });
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    window.history.replaceState(null, '', '/abbonamenti');
    document.body.innerHTML = `<div id="root" data-ssr="">${html}</div>`;
    const root = document.getElementById('root');
    if (root === null) throw new Error('no root');
    await preloadRoute(appRoutes, '/abbonamenti');
    await act(async () => {
      // Hydrated as someone else than the server rendered for.
      hydrateRoot(root, createClientTree({ ...visitor, me: buildOperatorMe('Gratuito') }), { onRecoverableError: (error) => errors.push(['recoverable', error]) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(errors.length).toBeGreaterThan(0);
  });

  it('renders English for a visitor who chose it', async () => {
    const html = await renderPage({ url: '/', state: { ...visitor, language: 'en' } });
    expect(html).toContain('Log in / Sign up');
  });
});
