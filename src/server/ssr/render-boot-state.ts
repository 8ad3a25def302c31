import type { FastifyRequest } from 'fastify';
import { visitorMe } from '../../shared/api/visitor-me.js';
import { GetOperatorDataQuery } from '../../shared/api/public-catalog.js';
import type { Language } from '../../shared/i18n/language.js';
import type { PublicPage } from '../../shared/seo/public-pages.js';
import type { BootDraft, BootOperator, BootState } from '../../shared/ssr/boot-state.js';
import { DraftViewRequest, type DraftViewResponse } from '../../shared/api/draft-view.js';
import { assertNever } from '../../shared/util/assert-never.js';
import { draftLayoutOf } from '../domain/client-proposals/draft-layout-of.js';
import { findEditableDraft } from '../domain/client-proposals/find-editable-draft.js';
import { type DraftStanding, findDraftStanding } from '../domain/find-draft-standing.js';
import type { SessionResolver } from '../auth/current-session.js';
import type { Database } from '../db/client.js';
import { getMe } from '../domain/get-me.js';
import { getOperatorData } from '../domain/get-operator-data.js';

export interface BootStateSources {
  db: Database;
  /** REQUEST_RETENTION_MONTHS, for the profile of an operator who chose no period. */
  defaultRetentionMonths?: number;
  resolver: SessionResolver;
}

const consentCookie = /(?:^|;\s*)cookie_consent=(accepted|rejected)(?:;|$)/;

/**
 * What a server-rendered page is rendered from, read as the browser would read it: /api/me's
 * answer for the request's session, the consent cookie, the catalogue's or draft's operator
 * (GET /api/get-operator-data's answer, its 404 message included) and a client's draft.
 */
export async function resolveBootState(request: FastifyRequest, page: PublicPage, language: Language, sources: BootStateSources): Promise<BootState> {
  const session = await sources.resolver.resolve(request);
  const me = session === undefined ? visitorMe : await getMe(sources.db, session.userId, new Date(), sources.defaultRetentionMonths);
  const consent = consentCookie.exec(request.headers.cookie ?? '')?.[1];
  const state: BootState = { language, me, cookieConsent: consent === 'accepted' || consent === 'rejected' ? consent : null };
  if (page.operatorId !== undefined) {
    const operator = await resolveOperator(sources.db, page.operatorId);
    if (operator !== undefined) state.operator = operator;
  }
  if (page.key === 'view' && page.operatorId !== undefined && page.draftId !== undefined) {
    const draft = await resolveDraft(sources.db, { operatorId: page.operatorId, draftId: page.draftId, requestId: requestIdOf(request.url) });
    if (draft !== undefined) state.draft = draft;
  }
  return state;
}

/** The link's reqId, as the page reads it (trimmed; '' without one). */
function requestIdOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('reqId')?.trim() ?? '';
}

/**
 * The link's draft: where it stands and, for an account layout's, what the page draws. Read
 * only: the page's own POST /api/draft-view records the client's view. Anything the server
 * cannot name (a malformed id, no such draft) is left to the browser, as before.
 */
async function resolveDraft(db: Database, link: { operatorId: string; draftId: string; requestId: string }): Promise<BootDraft | undefined> {
  const request = DraftViewRequest.safeParse({ operatorId: link.operatorId, draftId: link.draftId, ...(link.requestId === '' ? {} : { requestId: link.requestId }) });
  if (!request.success) return undefined;
  const found = await findDraftStanding(db, request.data);
  const standing = toDraftViewResponse(found);
  if (standing === undefined) return undefined;
  const editable = standing.standing === 'superseded' ? undefined : await findEditableDraft(db, link.draftId, link.operatorId);
  const layout = editable?.kind === 'found' ? draftLayoutOf(editable.draft.document) : null;
  const template = layout?.document.template;
  return { ...link, standing, layout, size: template === undefined ? null : { width: template.width, height: template.height } };
}

function toDraftViewResponse(standing: DraftStanding): DraftViewResponse | undefined {
  switch (standing.kind) {
    case 'not-found':
      return undefined;
    case 'open':
      return { standing: 'open' };
    case 'approved':
      return { standing: 'approved', approvedAt: standing.approvedAt.toISOString() };
    case 'superseded':
      return { standing: 'superseded', newerDraftId: standing.newerDraftId };
    default:
      return assertNever(standing);
  }
}

async function resolveOperator(db: Database, operatorId: string): Promise<BootOperator | undefined> {
  // A malformed id is left to the browser, which shows the API's own 400 message.
  if (!GetOperatorDataQuery.safeParse({ userId: operatorId }).success) return undefined;
  const data = await getOperatorData(db, operatorId);
  // The same words as the API's 404 (get-operator-data-route.ts).
  if (data === null) return { operatorId, status: 'error', message: 'Operatore non trovato.' };
  return { operatorId, status: 'loaded', operator: data };
}
