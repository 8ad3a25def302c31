import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { cookieOptions, sessionCookieName } from '../../auth/cookie-names.js';
import { logoutMarkerCookie, logoutMarkerCookieOptions, logoutMarkerParameter } from '../../auth/logout-marker.js';
import { createRandomToken, hashToken } from '../../auth/random-token.js';
import { isHttps } from '../../config.js';
import { accountPostRateLimit } from '../../plugins/rate-limit-configs.js';
import type { AuthContext } from './auth-context.js';

/**
 * POST /auth/logout: ends our session, then the provider's (RP-initiated logout), which sends
 * the browser back to the site origin. A POST, so another site cannot log a user out.
 */
export function registerLogoutRoute(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/auth/logout', { config: accountPostRateLimit(ctx.config) }, async (request, reply) => {
    const cookieName = sessionCookieName(ctx.config);
    const token = ctx.resolver.tokenFromRequest(request);
    // The same attributes as when it was set: a __Host- cookie is only cleared with Secure.
    reply.clearCookie(cookieName, cookieOptions(ctx.config, 0));
    reply.header('Cache-Control', 'no-store');
    if (token === undefined) return reply.redirect('/', 303);
    const session = await ctx.sessions.find(token);
    await ctx.sessions.delete(hashToken(token));
    if (session?.idToken == null) return reply.redirect('/', 303);
    try {
      const configuration = await ctx.oidc.configuration();
      if (configuration.serverMetadata().end_session_endpoint === undefined) return reply.redirect('/', 303);
      const parameters: Record<string, string> = { id_token_hint: session.idToken, post_logout_redirect_uri: ctx.oidc.postLogoutRedirectUri };
      if (ctx.config.oidc === undefined) {
        // The embedded provider's logout page confirms itself only for a logout started here.
        const marker = createRandomToken();
        reply.setCookie(logoutMarkerCookie, marker, logoutMarkerCookieOptions(isHttps(ctx.config)));
        parameters[logoutMarkerParameter] = marker;
      }
      const endSession = client.buildEndSessionUrl(configuration, parameters);
      return reply.redirect(endSession.href, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'provider logout unavailable; local session ended');
      return reply.redirect('/', 303);
    }
  });
}
