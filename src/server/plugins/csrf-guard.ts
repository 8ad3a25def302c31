import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { AppConfig } from '../config.js';
import { sendError } from './error-handling.js';
import { apiMessage } from '../../shared/api/api-messages.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing request outside the identity
 * provider (which protects its own forms). Browsers always label cross-site requests
 * (Sec-Fetch-Site, Origin), so a request that carries a foreign label is refused; clients
 * without those headers are not browsers and carry no ambient cookie. The decision uses the
 * route the router matched, not the raw URL, so `/%61pi/...` cannot slip past it.
 */
export function registerCsrfGuard(app: FastifyInstance, config: AppConfig, exemptRoutePrefixes: readonly string[] = ['/idp/']): void {
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && exemptRoutePrefixes.some((prefix) => route.startsWith(prefix))) return;
    if (isCrossSite(request, ownOrigin)) {
      request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site request refused');
      return sendError(reply, 403, ErrorCodes.csrfRejected, apiMessage('csrfRejected'));
    }
  });
}

export function isCrossSite(request: FastifyRequest, ownOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin) return true;
  return false;
}
