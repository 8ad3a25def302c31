import { LayoutSummary } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteLayout } from '../../../domain/delete-layout.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';

/** DELETE /api/layouts/:id: into the bin ('Ripristina' for layoutRestoreDays) → 200 LayoutSummary. */
export function registerDeleteLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.delete('/api/layouts/:id', { config: layoutWriteRateLimit(ctx.config), schema: { params: LayoutIdParams, response: { 200: LayoutSummary } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const summary = await deleteLayout(ctx.db, { userId, layoutId: request.params.id });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
