import { activeThemeKeys, isActiveTheme } from '../catalog/themes.js';
import { formatKeys, isFormatKey } from '../catalog/formats.js';
import { trimTrailingChar } from '../util/trim-char.js';

/** The public pages that have their own title, description and preview (spec part 2 §2). */
export const seoPageKeys = [
  'landing',
  'abbonamenti',
  'layoutPersonalizzato',
  'chooseTheme',
  'chooseFormat',
  'chooseTemplate',
  'prova',
  'supporto',
  'guidaOperatore',
  'contatti',
  'terminiDiServizio',
  'privacyPolicy',
  'cookiePolicy',
  'catalogo',
  'view',
] as const;
export type SeoPageKey = (typeof seoPageKeys)[number];

export interface PublicPage {
  key: SeoPageKey;
  /** The page's own path (decoded, no query, no trailing slash): the canonical URL's path. */
  path: string;
  /** false: `noindex` (a client's draft, an unknown theme or format). */
  isIndexable: boolean;
  /** The operator of a catalogue page or a client's draft page. */
  operatorId?: string;
  /** The draft of a client's draft page. */
  draftId?: string;
}

const staticPaths: Readonly<Record<string, SeoPageKey>> = {
  '/': 'landing',
  '/abbonamenti': 'abbonamenti',
  '/layout-personalizzato': 'layoutPersonalizzato',
  '/choose-theme': 'chooseTheme',
  '/prova': 'prova',
  '/supporto': 'supporto',
  '/guida-operatore': 'guidaOperatore',
  '/contatti': 'contatti',
  '/termini-di-servizio': 'terminiDiServizio',
  '/privacy-policy': 'privacyPolicy',
  '/cookie-policy': 'cookiePolicy',
};

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Which public page a path is, as the SPA's router would match it (routes.tsx); undefined for
 * the operator's own pages, the editor and anything else. Shared by the server, which writes the
 * tags into the HTML it returns, and the client, which updates them on navigation.
 */
export function matchPublicPage(pathname: string): PublicPage | undefined {
  const trimmed = pathname.length > 1 ? trimTrailingChar(pathname, '/') : pathname;
  const staticKey = staticPaths[trimmed];
  if (staticKey !== undefined) return { key: staticKey, path: trimmed, isIndexable: true };
  const raw = trimmed.split('/').slice(1);
  const segments = raw.map(decodeSegment);
  if (segments.some((s) => s === undefined || s === '')) return undefined;
  const [first, second, third] = segments as string[];
  const path = `/${raw.join('/')}`;
  if (first === 'choose-format' && segments.length === 2 && second !== undefined) {
    return { key: 'chooseFormat', path, isIndexable: isActiveTheme(second) };
  }
  if (first === 'choose-template' && segments.length === 3 && second !== undefined && third !== undefined) {
    return { key: 'chooseTemplate', path, isIndexable: isActiveTheme(second) && isFormatKey(third) };
  }
  if (first === 'catalogo' && segments.length === 2 && second !== undefined) {
    return { key: 'catalogo', path, isIndexable: true, operatorId: second };
  }
  if (first === 'view' && segments.length === 3 && second !== undefined && third !== undefined) return { key: 'view', path, isIndexable: false, operatorId: second, draftId: third };
  return undefined;
}

/**
 * The paths the sitemap lists: every indexable page that exists for everyone. Operators'
 * catalogues are left out: they share them with their clients, and listing them here would
 * publish every account, set up or not.
 */
export function listSitemapPaths(): string[] {
  return [
    ...Object.keys(staticPaths),
    ...activeThemeKeys.map((theme) => `/choose-format/${theme}`),
    ...activeThemeKeys.flatMap((theme) => formatKeys.map((format) => `/choose-template/${theme}/${format}`)),
  ];
}
