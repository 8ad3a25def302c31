// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../i18n/i18n.js';
import { visitorMe } from '../api/visitor-me.js';
import { buildSession, SessionFixture } from '../test/session-fixtures.js';
import { appRoutes } from './routes.js';

const scrollTo = vi.fn();

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <SessionFixture session={buildSession(visitorMe)}>
      <RouterProvider router={router} />
    </SessionFixture>,
  );
  return router;
}

beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('appRoutes', () => {
  test('an unknown path redirects to the landing page', async () => {
    const router = renderAt('/non-esiste');
    expect(await screen.findByRole('link', { name: 'Prova gratis' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  test('a framed page has the top bar, the footer and the cookie banner', async () => {
    renderAt('/pagamento-annullato');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Consenso ai cookie' })).toBeTruthy();
  });

  test('the client catalogue is bare: no Cornice bar or footer', async () => {
    renderAt('/catalogo/operatore-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogo' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navigazione principale' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('region', { name: 'Consenso ai cookie' })).toBeTruthy();
  });

  test('a route change scrolls to the top', async () => {
    const user = userEvent.setup();
    renderAt('/supporto');
    await screen.findByRole('heading', { level: 1, name: 'Supporto' });
    scrollTo.mockReset();
    await user.click(screen.getByRole('link', { name: 'Contatti' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contatti' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('the first page is not scrolled: a page hydrated under a visitor who scrolled keeps its place', async () => {
    renderAt('/supporto');
    await screen.findByRole('heading', { level: 1, name: 'Supporto' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
