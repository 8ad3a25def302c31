import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { Database } from '../db/client.js';
import { getUserPlan } from '../domain/get-user-plan.js';
import { AppError } from '../http/app-error.js';
import type { SessionResolver } from './current-session.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/**
 * Who may call a route: anyone (`public`), anyone with the operator known when signed in
 * (`optional`: the handler decides what a visitor gets), a signed-in operator, or an operator
 * whose annual plan is active now (read from the database, so a lapsed subscription stops at once).
 */
export type RouteAccess = 'public' | 'optional' | 'operator' | 'annual';

/**
 * A route whose files are not all alike (public previews and private originals behind one URL)
 * decides per request, from what is there before the body (url, query, headers). Unlike
 * 'optional', a request it calls public never loads the session, so an answer shared caches keep
 * never renews a session cookie.
 */
export type RouteAccessRule = RouteAccess | ((request: FastifyRequest) => RouteAccess);

export interface SignedInOperator {
  userId: string;
  /** The hashed id of the session the request came with (the account page marks and keeps it). */
  sessionIdHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessRule;
  }
  interface FastifyRequest {
    /** Set before the body is read on every route that is not public; null elsewhere. */
    operator: SignedInOperator | null;
  }
}

const guardedPrefix = '/api/';

function unauthenticated(): AppError {
  return new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
}

/**
 * The session check of every route, in one onRequest hook: it runs before the body is read or
 * parsed and before any upload slot is taken, so a visitor's large or slow body costs nothing.
 * It fails closed: an /api route that declares no access stops the app from starting, and a
 * request reaching one anyway is treated as private.
 */
export function registerRouteAccess(app: FastifyInstance, sources: { db: Database; resolver: SessionResolver }): void {
  app.decorateRequest('operator', null);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(guardedPrefix)) routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => route.config?.access === undefined).map((route) => `${String(route.method)} ${route.url}`);
    if (undeclared.length > 0) {
      throw new Error(`These routes declare no access (register them in an accessScope, or set config.access): ${undeclared.join(', ')}`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access ?? (request.routeOptions.url?.startsWith(guardedPrefix) === true ? 'operator' : 'public');
    const access = typeof rule === 'function' ? rule(request) : rule;
    if (access === 'public') return;
    const session = await sources.resolver.resolve(request);
    if (session === undefined && access === 'optional') return;
    if (session === undefined) throw unauthenticated();
    if (access === 'annual') {
      const plan = await getUserPlan(sources.db, session.userId);
      if (plan.type !== 'Annuale') throw new AppError(403, ErrorCodes.planRequired, apiMessage('planRequired'));
    }
    request.operator = { userId: session.userId, sessionIdHash: session.idHash };
  });
}

/**
 * Declares the access of every route registered in `scope` (a route's own config.access wins).
 * Register an API area's private routes in a scope of their own:
 * `await app.register(async (scope) => { accessScope(scope, 'operator'); registerXRoute(scope, ctx); })`.
 */
export function accessScope(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** The operator the access hook let in; a route that is public by mistake still answers 401. */
export function signedInOperator(request: FastifyRequest): SignedInOperator {
  if (request.operator === null) throw unauthenticated();
  return request.operator;
}
