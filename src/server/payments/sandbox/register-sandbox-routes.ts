import { readFile } from 'node:fs/promises';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { sandboxViewsDir } from '../../paths.js';
import type { SandboxContext } from './sandbox-context.js';
import { registerSandboxClockRoute } from './sandbox-clock-route.js';
import { registerSandboxCheckoutRoutes } from './sandbox-checkout-routes.js';
import { registerSandboxPortalRoutes } from './sandbox-portal-routes.js';
import { sandboxStylesheet } from './render-sandbox-page.js';

/** The sandbox provider's pages: plain HTML forms (no script), posting back to our own origin. */
export async function registerSandboxRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const css = await readFile(path.join(sandboxViewsDir, 'sandbox.css'));
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.get(sandboxStylesheet, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').type('text/css; charset=utf-8').send(css),
    );
    registerSandboxCheckoutRoutes(scope, ctx);
    registerSandboxPortalRoutes(scope, ctx);
    if (ctx.config.testHooks) registerSandboxClockRoute(scope, ctx);
  });
}
