import './api/configure-zod';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { BootState } from '../shared/ssr/boot-state.js';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/create-app-router';
import { preloadRoute } from './app/preload-route';
import { readBootState } from './app/read-boot-state';
import { appRoutes } from './app/routes';
import { i18n, i18nReady, loadLanguage } from './i18n/i18n';
import { readStoredLanguage } from './i18n/language-preference';
import './app/theme.css';
import './app/base.css';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');
const bootState = readBootState(rootElement);

function renderTree(state: BootState | null) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} bootState={state}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * A page the server rendered: hydrated in the language and with the page module it was rendered
 * with, so the first client render matches the HTML. A language kept only in localStorage (the
 * cookie gone) is applied right after.
 */
async function hydrate(root: HTMLElement, state: BootState): Promise<void> {
  await Promise.all([loadLanguage(state.language), preloadRoute(appRoutes, window.location.pathname), i18nReady]);
  if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  hydrateRoot(root, renderTree(state), {
    onRecoverableError: (error) => console.error('[hydration]', error),
  });
  const stored = readStoredLanguage();
  if (stored !== undefined && stored !== state.language) void i18nReady.then(() => i18n.changeLanguage(stored));
}

if (bootState === null) {
  // Italian visitors render at once; those who chose English once its texts have arrived.
  void i18nReady.then(() => createRoot(rootElement).render(renderTree(null)));
} else {
  void hydrate(rootElement, bootState);
}
