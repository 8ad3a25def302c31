// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../i18n/i18n.js';
import type { Session } from '../api/session-context.js';
import { visitorMe } from '../api/visitor-me.js';
import { buildOperatorMe, buildSession, SessionFixture } from '../test/session-fixtures.js';
import { RequireAuth } from './require-auth.js';

const assign = vi.fn<(url: string) => void>();

function renderGuarded(session: Session, path: string) {
  const router = createMemoryRouter(
    [{ element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Dashboard privata</h1> }] }],
    { initialEntries: [path] },
  );
  return render(
    <SessionFixture session={session}>
      <RouterProvider router={router} />
    </SessionFixture>,
  );
}

beforeEach(() => {
  assign.mockReset();
  // jsdom's location cannot be navigated nor its methods redefined: swap in a stand-in.
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  test('sends a visitor to login, coming back to the page asked for', () => {
    renderGuarded(buildSession(visitorMe), '/dashboard');
    expect(screen.getByText('Reindirizzamento al login...')).toBeTruthy();
    expect(screen.queryByText('Dashboard privata')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fdashboard');
  });

  test('keeps the query string in the return address', () => {
    renderGuarded(buildSession(visitorMe), '/dashboard?tab=richieste');
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fdashboard%3Ftab%3Drichieste');
  });

  test('waits for the session before deciding', () => {
    renderGuarded(buildSession(visitorMe, 'loading'), '/dashboard');
    expect(screen.getByText('Caricamento...')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  test('shows the page to a logged-in operator', () => {
    renderGuarded(buildSession(buildOperatorMe('Gratuito')), '/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard privata' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
