/**
 * The server's renderer of the public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * src/server/ssr/load-page-renderer.ts). Same routes, providers and texts as the browser: the
 * HTML it answers is what main.tsx hydrates.
 */
import './api/configure-zod.js';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { defaultLanguage, languages, type Language } from '../shared/i18n/language.js';
import type { RenderPageInput } from '../shared/ssr/boot-state.js';
import { AppProviders } from './app/app-providers.js';
import { preloadRoute } from './app/preload-route.js';
import { appRoutes } from './app/routes.js';
import { en } from './i18n/en.js';
import { it } from './i18n/it.js';

/** One i18next per language, made once: a request never changes another's language. */
function createTranslator(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { it: { translation: it }, en: { translation: en } },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
const translators = Object.fromEntries(languages.map((language) => [language, createTranslator(language)])) as Record<Language, I18n>;
const handler = createStaticHandler(appRoutes);

/** The HTML of #root for one request; throws when the route is not a page (a redirect). */
export async function renderPage({ url, state }: RenderPageInput): Promise<string> {
  const request = new Request(new URL(url, 'http://localhost'));
  await preloadRoute(appRoutes, new URL(request.url).pathname);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url} is not a page (status ${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as client-tree.tsx's (StrictMode renders nothing of its own).
  return renderToString(
    <AppProviders i18n={translators[state.language]} bootState={state}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
