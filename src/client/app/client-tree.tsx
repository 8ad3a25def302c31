import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { i18n } from '../i18n/i18n.js';
import { AppProviders } from './app-providers.js';
import { createAppRouter } from './create-app-router.js';

/** The browser's tree: entry-server.tsx renders the same providers and routes, so it hydrates as is. */
export function createClientTree(state: BootState | null) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} bootState={state}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
}
