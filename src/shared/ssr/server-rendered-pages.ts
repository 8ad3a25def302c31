import type { SeoPageKey } from '../seo/public-pages.js';

/**
 * The public pages the server renders to HTML (src/client/entry-server.tsx): their content is
 * known from the URL, the session and (the catalogue) one database read, so they paint before any
 * script and hydrate after the load event. The client's draft page paints the server's picture of
 * the draft, then is drawn by the browser for the client's edits. The demo editor (canvas) and the
 * template gallery (the catalogue file) render in the browser as before.
 */
export const serverRenderedPages: ReadonlySet<SeoPageKey> = new Set<SeoPageKey>([
  'landing',
  'abbonamenti',
  'layoutPersonalizzato',
  'chooseTheme',
  'chooseFormat',
  'supporto',
  'guidaOperatore',
  'contatti',
  'terminiDiServizio',
  'privacyPolicy',
  'cookiePolicy',
  'catalogo',
  'view',
]);
