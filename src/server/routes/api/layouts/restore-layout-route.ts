import { LayoutSummary } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { restoreLayout } from '../../../domain/restore-layout.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';

/** POST /api/layouts/:id/restore → 200 LayoutSummary; 404 once the restore window is over. */
export function registerRestoreLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/layouts/:id/restore', { config: layoutWriteRateLimit(ctx.config), schema: { params: LayoutIdParams, response: { 200: LayoutSummary } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const summary = await restoreLayout(ctx.db, { userId, layoutId: request.params.id });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
