import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { chooseLanguage, i18n, i18nReady, loadLanguage } from '../i18n/i18n.js';
import { readStoredLanguage } from '../i18n/language-preference.js';
import { createClientTree } from './client-tree.js';
import { hydratedEventName } from './hydration-signal.js';
import { preloadRoute } from './preload-route.js';
import { appRoutes } from './routes.js';

/**
 * Hydrates a page the server rendered, in the language and with the page module it was rendered
 * with, so the first client render matches the HTML. A language kept only in localStorage (the
 * cookie gone, so the server could not know it) is applied once hydrated, and its cookie restored.
 *
 * Prepared ahead (not `isUrgent`), in a transition: React hydrates in slices of a few milliseconds,
 * yielding to the browser between them, so hydrating when idle never blocks the main thread for
 * long (Lighthouse's TBT); a press meanwhile (pointerdown, a key) makes React finish the hydration
 * at once. When a visitor's interaction started the app, at once: they are waiting, and boot.ts
 * replays their press on the live page.
 */
export async function hydrateApp(root: HTMLElement, state: BootState, isUrgent: boolean): Promise<void> {
  await Promise.all([loadLanguage(state.language), preloadRoute(appRoutes, window.location.pathname), i18nReady]);
  if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  const stored = readStoredLanguage();
  if (stored !== undefined && stored !== state.language) window.addEventListener(hydratedEventName, () => void chooseLanguage(stored), { once: true });
  const hydrate = () => {
    hydrateRoot(root, createClientTree(state), {
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  };
  // The client's draft page hydrates at once too: hydrated in a transition, its keystrokes then
  // redrew the draft in 1.27–1.37 frames at the 95th percentile against 0.83–0.89 at once
  // (bench/client-page.bench.ts, CPU 4x slower), and its drawing is what the client came for.
  if (isUrgent || state.draft !== undefined) hydrate();
  else startTransition(hydrate);
}
