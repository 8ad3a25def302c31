// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
// Loaded up front, so the page's lazy import of /api/me's schema resolves at once under fake timers.
import '../../../shared/api/me.js';
import { visitorMe } from '../../../shared/api/visitor-me.js';
import { SessionContext, type Session } from '../../api/session-context.js';
import '../../i18n/i18n.js';
import { GraziePage } from './grazie-page.js';

const fetchMock = vi.fn<typeof fetch>();
const visitor: Session = { status: 'loaded', me: visitorMe, isLoggedIn: false, refresh: () => Promise.resolve() };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(visitorMe), { status: 200, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  // Timers and the clock are fake; setImmediate stays real so /api/me's lazily imported schema loads.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets `ms` of page time pass, half a second at a time, with real turns for module loading between. */
async function spend(ms: number) {
  for (let spent = 0; spent < ms; spent += 500) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(500);
    });
  }
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/grazie', element: <GraziePage /> },
      { path: '/', element: <p>Home</p> },
      { path: '/contatti', element: <p>Contatti</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionContext.Provider value={visitor}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('GraziePage', () => {
  test('after a custom layout it says what happens next and what to send, offers the contact page, and stays', async () => {
    const router = renderAt('/grazie?session_id=cs_1&acquisto=layout-su-misura');
    expect(screen.getByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeTruthy();
    expect(screen.getByText(/ti scriveremo all’indirizzo email che hai usato per il pagamento/i)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Cosa preparare' });
    expect(list.textContent).toMatch(/nomi/);
    expect(list.textContent).toMatch(/data dell’evento/);
    expect(list.textContent).toMatch(/tema/);
    expect(list.textContent).toMatch(/foto/);
    expect(list.textContent).toMatch(/logo/);
    expect(screen.getByRole('link', { name: 'Vai alla pagina Contatti' }).getAttribute('href')).toBe('/contatti');
    expect(screen.queryByText(/piano è aggiornato/)).toBeNull();
    await spend(25_000);
    expect(router.state.location.pathname).toBe('/grazie');
  });

  test('after another purchase it confirms through /api/me and moves on', async () => {
    const router = renderAt('/grazie?session_id=cs_2');
    await spend(4500);
    expect(router.state.location.pathname).toBe('/');
  });
});
