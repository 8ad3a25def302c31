// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildOperatorMe } from '../test/session-fixtures.js';
import { SessionProvider } from './session-provider.js';
import { useSession } from './use-session.js';

function ShowSession() {
  const { status, isLoggedIn, me } = useSession();
  return <p>{`${status} ${isLoggedIn ? 'operatore' : 'visitatore'} ${me.plan.type}`}</p>;
}

function respondWith(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

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

describe('SessionProvider', () => {
  test('loads /api/me once, with the session cookie', async () => {
    fetchMock.mockResolvedValue(respondWith(200, buildOperatorMe('Annuale')));
    render(
      <SessionProvider>
        <ShowSession />
      </SessionProvider>,
    );
    expect(screen.getByText('loading visitatore Gratuito')).toBeTruthy();
    expect(await screen.findByText('loaded operatore Annuale')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/me');
    expect(init?.credentials).toBe('same-origin');
  });

  test('treats a failed call as a visitor and logs it', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(respondWith(404, '<!doctype html><p>Not found</p>'));
    render(
      <SessionProvider>
        <ShowSession />
      </SessionProvider>,
    );
    expect(await screen.findByText('error visitatore Gratuito')).toBeTruthy();
    expect(logError).toHaveBeenCalled();
  });

  test('refresh() re-reads /api/me without going back to loading', async () => {
    fetchMock.mockResolvedValueOnce(respondWith(200, buildOperatorMe('Gratuito')));
    fetchMock.mockResolvedValueOnce(respondWith(200, buildOperatorMe('Una Tantum')));
    function RefreshButton() {
      const { refresh } = useSession();
      return (
        <button type="button" onClick={() => void refresh()}>
          aggiorna
        </button>
      );
    }
    render(
      <SessionProvider>
        <ShowSession />
        <RefreshButton />
      </SessionProvider>,
    );
    expect(await screen.findByText('loaded operatore Gratuito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'aggiorna' }));
    expect(screen.getByText('loaded operatore Gratuito')).toBeTruthy();
    expect(await screen.findByText('loaded operatore Una Tantum')).toBeTruthy();
  });
});
