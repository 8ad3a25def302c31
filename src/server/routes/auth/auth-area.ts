import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { registerAccountLinkRoutes } from './account-link-routes.js';
import type { AuthContext } from './auth-context.js';
import { registerCallbackRoute } from './callback-route.js';
import { registerLoginRoute } from './login-route.js';
import { registerLogoutRoute } from './logout-route.js';

/**
 * The backend-for-frontend login under /auth: login, the provider's callback, logout and the
 * links mailed to an account. The top bar's logout is a plain HTML form, so this scope alone
 * accepts form bodies; /api stays JSON.
 */
export async function registerAuthArea(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (auth) => {
    await auth.register(formbody);
    registerLoginRoute(auth, ctx);
    registerCallbackRoute(auth, ctx);
    registerLogoutRoute(auth, ctx);
    registerAccountLinkRoutes(auth, ctx);
  });
}
