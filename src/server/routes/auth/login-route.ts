import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { languageFromCookieHeader } from '../../../shared/i18n/language.js';
import { cookieOptions, loginCookieName } from '../../auth/cookie-names.js';
import { LoginTransactions } from '../../auth/login-transactions.js';
import { loginScope } from '../../auth/oidc-client.js';
import { safeReturnTo } from '../../auth/safe-return-to.js';
import { renderAuthErrorPage } from './auth-error-page.js';
import { loginRateLimit } from '../../plugins/rate-limit-configs.js';
import type { AuthContext } from './auth-context.js';

const LoginQuery = z.object({
  returnTo: z.string().optional(),
  signup: z.string().optional(),
});

/** GET /auth/login?returnTo=/path[&signup=1]: starts authorization code + PKCE with the provider. */
export function registerLoginRoute(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/auth/login', { config: loginRateLimit(ctx.config) }, async (request, reply) => {
    const query = LoginQuery.safeParse(request.query);
    const returnTo = safeReturnTo(query.success ? query.data.returnTo : undefined);
    const isSignup = query.success && (query.data.signup === '1' || query.data.signup === 'true');
    try {
      const configuration = await ctx.oidc.configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const authorizationUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: ctx.oidc.redirectUri,
        scope: loginScope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Auth0-style hint; the embedded provider opens its sign-up page for it.
        ...(isSignup ? { screen_hint: 'signup' } : {}),
      });
      const token = await ctx.transactions.start({ state, nonce, codeVerifier, returnTo });
      reply.setCookie(loginCookieName(ctx.config), token, cookieOptions(ctx.config, LoginTransactions.maxAgeSeconds));
      return reply.header('Cache-Control', 'no-store').redirect(authorizationUrl.href, 303);
    } catch (error) {
      request.log.error({ err: error }, 'cannot start a login with the identity provider');
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(renderAuthErrorPage('unavailable', '/', languageFromCookieHeader(request.headers.cookie)));
    }
  });
}
