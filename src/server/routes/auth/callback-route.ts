import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { cookieOptions, loginCookieName, sessionCookieName } from '../../auth/cookie-names.js';
import { accessExpiry } from '../../auth/current-session.js';
import { safeReturnTo } from '../../auth/safe-return-to.js';
import { embeddedIssuerKey, upsertUserFromIdentity } from '../../domain/upsert-user-from-identity.js';
import { requestAddressVerificationOnce } from '../../domain/request-address-verification.js';
import { markAddressVerified } from '../../domain/verified-addresses.js';
import { languageFromCookieHeader } from '../../../shared/i18n/language.js';
import { renderAuthErrorPage, type AuthFailure } from './auth-error-page.js';
import { loginRateLimit } from '../../plugins/rate-limit-configs.js';
import type { AuthContext } from './auth-context.js';

/** GET /auth/callback: checks state, nonce and PKCE, then opens a server-side session. */
export function registerCallbackRoute(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/auth/callback', { config: loginRateLimit(ctx.config) }, async (request, reply) => {
    const cookieName = loginCookieName(ctx.config);
    const token = request.cookies[cookieName];
    reply.clearCookie(cookieName, cookieOptions(ctx.config, 0));
    reply.header('Cache-Control', 'no-store');
    const transaction = token === undefined ? undefined : await ctx.transactions.take(token);
    if (transaction === undefined) {
      return sendFailure(request, reply, 'expired', '/auth/login');
    }
    const retryHref = `/auth/login?returnTo=${encodeURIComponent(transaction.returnTo)}`;
    try {
      const configuration = await ctx.oidc.configuration();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl(ctx, request), {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new Error('the provider returned no ID token');
      const email = typeof claims.email === 'string' ? claims.email : await fetchEmail(configuration, tokens.access_token, claims.sub);
      // The embedded provider's issuer follows PUBLIC_URL; a fixed key keeps its users' data
      // when the site moves (localhost to a domain, http to https).
      const issuer = ctx.oidc.isEmbedded ? embeddedIssuerKey : claims.iss;
      const userId = await upsertUserFromIdentity(ctx.db, { issuer, subject: claims.sub, email });
      await confirmOrAskForAddress(ctx, userId, email, !ctx.oidc.isEmbedded && claims.email_verified === true);
      const now = new Date();
      const { token: sessionToken, session } = await ctx.sessions.create(userId, {
        idToken: tokens.id_token ?? null,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        accessExpiresAt: accessExpiry(tokens.expires_in, now),
      }, now, request.headers['user-agent']);
      const maxAge = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
      reply.setCookie(sessionCookieName(ctx.config), sessionToken, cookieOptions(ctx.config, maxAge));
      // Judged again: a login started before a change to the rule may carry an older verdict.
      return reply.redirect(safeReturnTo(transaction.returnTo), 303);
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
        return sendFailure(request, reply, 'cancelled', retryHref);
      }
      request.log.warn({ err: error }, 'login callback failed');
      return sendFailure(request, reply, 'failed', retryHref);
    }
  });
}

/**
 * An external provider that vouches for the address (email_verified) settles it; otherwise the
 * first login with an address mails a link to confirm it, once.
 */
async function confirmOrAskForAddress(ctx: AuthContext, userId: string, email: string, isVouched: boolean): Promise<void> {
  if (isVouched) return markAddressVerified(ctx.db, userId, email);
  await requestAddressVerificationOnce(ctx.db, { userId, address: email, publicUrl: ctx.config.publicUrl, ttlMs: ctx.config.accountLinks.emailLinkTtlMs });
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: AuthFailure, retryHref: string) {
  const language = languageFromCookieHeader(request.headers.cookie);
  return reply.status(400).type('text/html; charset=utf-8').send(renderAuthErrorPage(failure, retryHref, language));
}

function callbackUrl(ctx: AuthContext, request: FastifyRequest): URL {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return new URL(ctx.oidc.redirectUri + query);
}

async function fetchEmail(configuration: client.Configuration, accessToken: string, subject: string): Promise<string> {
  const info = await client.fetchUserInfo(configuration, accessToken, subject);
  if (typeof info.email !== 'string') throw new Error('the provider returned no email');
  return info.email;
}
