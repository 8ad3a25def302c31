import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { i18n } from '../i18n/i18n';
import { AppProviders } from './app-providers';
import { createAppRouter } from './create-app-router';

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
