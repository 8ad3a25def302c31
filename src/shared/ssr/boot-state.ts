import type { DraftLayoutResponse } from '../api/client-proposals.js';
import type { DraftViewResponse } from '../api/draft-view.js';
import type { MeResponse } from '../api/me.js';
import type { OperatorDataResponse } from '../api/public-catalog.js';
import type { Language } from '../i18n/language.js';

/** The catalogue's operator as the server read it: their public data, or the server's refusal. */
export type BootOperator = { operatorId: string; status: 'loaded'; operator: OperatorDataResponse } | { operatorId: string; status: 'error'; message: string };

/**
 * The client's draft page's draft as the server read it, without recording a view (a link
 * preview fetching the page is not the client opening it: the page's own POST /api/draft-view does).
 */
export interface BootDraft {
  operatorId: string;
  draftId: string;
  /** The link's reqId ('' without one). */
  requestId: string;
  standing: DraftViewResponse;
  /** GET /api/draft-layout's answer for a draft of an account layout; null for an image draft. */
  layout: DraftLayoutResponse | null;
  /** The draft image's size in pixels (the template's), so its box is kept before it arrives. */
  size: { width: number; height: number } | null;
}

/**
 * What a server-rendered page was rendered from. The server renders with it and writes it into
 * the page as JSON (<script type="application/json" id="boot-state">, data the CSP lets be), so
 * the browser hydrates from the very same state: no refetch, no flash of another top bar.
 */
export interface BootState {
  language: Language;
  /** GET /api/me's answer for the request's session (the visitor's without one). */
  me: MeResponse;
  /** The cookie_consent cookie: null until the visitor chose. */
  cookieConsent: 'accepted' | 'rejected' | null;
  operator?: BootOperator;
  /** The client's draft page's draft, when the link names one of that operator. */
  draft?: BootDraft;
}

/** The id of the JSON script and the attribute #root carries when its HTML came from the server. */
export const bootStateElementId = 'boot-state';
export const serverRenderedAttribute = 'data-ssr';
/** The id of the JSON list of the app's script URLs, which boot.ts fetches after the load event. */
export const appModulesElementId = 'app-modules';

/** What the server hands to the renderer built from src/client/entry-server.tsx. */
export interface RenderPageInput {
  /** Path and query, as asked for. */
  url: string;
  state: BootState;
}

export type RenderPage = (input: RenderPageInput) => Promise<string>;

/** The state as JSON that cannot end its <script> element early (`</script>`, `<!--`). */
export function serializeBootState(state: BootState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
