import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { AppConfig } from '../config.js';
import { sendError } from './error-handling.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing /api and /auth request. Browsers
 * always label cross-site requests (Sec-Fetch-Site, Origin), so a request that carries a foreign
 * label is refused; clients without those headers are not browsers and carry no ambient cookie.
 */
export function registerCsrfGuard(app: FastifyInstance, config: AppConfig, exemptPrefixes: readonly string[] = []): void {
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    if (!isGuardedPath(request.url) || exemptPrefixes.some((p) => request.url.startsWith(p))) return;
    if (isCrossSite(request, ownOrigin)) {
      request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site request refused');
      return sendError(reply, 403, ErrorCodes.csrfRejected, 'Richiesta rifiutata: origine non consentita.');
    }
  });
}

function isGuardedPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/auth/');
}

export function isCrossSite(request: FastifyRequest, ownOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin) return true;
  return false;
}
