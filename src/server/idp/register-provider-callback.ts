import type { IncomingMessage } from 'node:http';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { trimTrailingChar } from '../../shared/util/trim-char.js';
import { AppError } from '../http/app-error.js';
import { clientAddressKey } from '../plugins/rate-limit-configs.js';
import { refuseNul } from '../plugins/reject-nul-bytes.js';
import { idpPrefix } from './idp-constants.js';
import { apiMessage } from '../../shared/api/api-messages.js';

export interface ProviderCallbackOptions {
  publicUrl: string;
  headers: Readonly<Record<string, string>>;
  /** Authorization requests a client address may start per minute: each stores an interaction for an hour. */
  authorizationsPerMinute: number;
}

const authorizationPath = `${idpPrefix}/auth`;

function isAuthorizationPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Left as sent: the provider refuses it anyway.
  }
  return trimTrailingChar(decoded, '/') === authorizationPath;
}

/**
 * Hands every /idp request that no fastify route of ours claims to oidc-provider (a Koa app).
 * The route's onRequest hook hijacks the reply before fastify reads the body, so oidc-provider
 * parses the token and logout forms itself. The more specific /idp/interaction/... and
 * /idp/static/... routes win over this wildcard in fastify's router.
 */
export function registerProviderCallback(app: FastifyInstance, provider: Provider, { publicUrl, headers, authorizationsPerMinute }: ProviderCallbackOptions): void {
  const handle = provider.callback();
  // Called by hand: a route's rateLimit config would run after this route's own onRequest, which
  // has already handed the request to the provider.
  const limitAuthorizations = app.createRateLimit({ max: authorizationsPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `idp-auth:${clientAddressKey(request.ip)}` });
  const publicHost = new URL(publicUrl).host;
  const publicProto = new URL(publicUrl).protocol.slice(0, -1);
  app.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'],
    url: `${idpPrefix}/*`,
    onRequest: async (request, reply) => {
      // The provider stores what an authorization request carries (state, nonce...) in jsonb,
      // which takes no NUL: refused here, as every route of ours does, not a 500 there.
      refuseNul(request.query, request.params);
      if (isAuthorizationPath(request.url)) {
        const verdict = await limitAuthorizations(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          void reply.header('Retry-After', String(verdict.ttlInSeconds));
          throw new AppError(429, ErrorCodes.rateLimited, apiMessage('tooManyRequests'));
        }
      }
      reply.hijack();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const url = raw.url ?? idpPrefix;
      // oidc-provider derives its mount path (for the URLs it builds) from originalUrl minus url.
      raw.originalUrl = url;
      raw.url = url.slice(idpPrefix.length) || '/';
      // oidc-provider builds absolute URLs (discovery, the resume URL stored in an interaction,
      // redirects) from the request's host. The issuer is pinned to publicUrl anyway, so the
      // host is too: a request that reached us by another name (internal address, in-process
      // inject) or with a forged Host header still gets the public URLs.
      // The scheme likewise: behind a TLS proxy, or through the in-process inject of our own
      // OIDC client, the socket is plain http while the public URLs are https. Both forwarded
      // headers are overwritten with trusted values, so the provider may always read them.
      raw.headers.host = publicHost;
      raw.headers['x-forwarded-host'] = publicHost;
      raw.headers['x-forwarded-proto'] = publicProto;
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      await handle(raw, reply.raw);
    },
    handler: async () => {
      // Never reached: the reply was hijacked in onRequest and fastify stops there.
    },
  });
}
