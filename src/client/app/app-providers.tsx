import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { SessionProvider } from '../api/session-provider.js';
import { BootStateContext } from './boot-state-context.js';

/** The providers around the router, the same on the server and in the browser (one tree to hydrate). */
export function AppProviders({ i18n, bootState, children }: { i18n: I18n; bootState: BootState | null; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BootStateContext.Provider value={bootState}>
        <SessionProvider>{children}</SessionProvider>
      </BootStateContext.Provider>
    </I18nextProvider>
  );
}
