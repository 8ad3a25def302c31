import type { FastifyRequest } from 'fastify';
import { visitorMe } from '../../shared/api/visitor-me.js';
import { GetOperatorDataQuery } from '../../shared/api/public-catalog.js';
import type { Language } from '../../shared/i18n/language.js';
import type { PublicPage } from '../../shared/seo/public-pages.js';
import type { BootOperator, BootState } from '../../shared/ssr/boot-state.js';
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
 * answer for the request's session, the consent cookie, and the catalogue's operator
 * (GET /api/get-operator-data's answer, its 404 message included).
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
  return state;
}

async function resolveOperator(db: Database, operatorId: string): Promise<BootOperator | undefined> {
  // A malformed id is left to the browser, which shows the API's own 400 message.
  if (!GetOperatorDataQuery.safeParse({ userId: operatorId }).success) return undefined;
  const data = await getOperatorData(db, operatorId);
  // The same words as the API's 404 (get-operator-data-route.ts).
  if (data === null) return { operatorId, status: 'error', message: 'Operatore non trovato.' };
  return { operatorId, status: 'loaded', operator: data };
}
