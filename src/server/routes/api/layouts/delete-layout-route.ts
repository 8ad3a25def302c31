import type { FastifyInstance } from 'fastify';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteLayout } from '../../../domain/delete-layout.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, readLayoutId } from './layout-route-support.js';

/** DELETE /api/layouts/:id: into the bin ('Ripristina' for layoutRestoreDays) → 200 LayoutSummary. */
export function registerDeleteLayoutRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.delete('/api/layouts/:id', { config: layoutWriteRateLimit(ctx.config) }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const summary = await deleteLayout(ctx.db, { userId, layoutId: readLayoutId(request.params) });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
