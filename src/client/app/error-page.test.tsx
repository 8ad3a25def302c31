// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../i18n/i18n.js';
import { ErrorPage } from './error-page.js';

function ThrowingPage(): never {
  throw new Error('Il template non si carica');
}

beforeEach(() => {
  // React and the router report the thrown error on the console: expected here, so kept quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorPage', () => {
  test('shows the heading, the message and the stack of a rendering failure', () => {
    const router = createMemoryRouter([{ path: '/', element: <ThrowingPage />, errorElement: <ErrorPage /> }]);
    const { container } = render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Il template non si carica')).toBeTruthy();
    const stack = container.querySelector('pre');
    expect(stack?.textContent).toContain('Error: Il template non si carica');
    expect(stack?.textContent).toContain('ThrowingPage');
  });

  test('shows status and status text of a route error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 404, statusText: 'Not Found' });
        },
        element: <p>mai mostrato</p>,
        errorElement: <ErrorPage />,
      },
    ]);
    const { container } = render(<RouterProvider router={router} />);

    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(container.querySelector('pre')).toBeNull();
  });
});
