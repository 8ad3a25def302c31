import { LayoutSummary, RenameLayoutRequest } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { renameLayout } from '../../../domain/rename-layout.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';

/** PATCH /api/layouts/:id → 200 LayoutSummary. */
export function registerRenameLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.patch('/api/layouts/:id', { config: layoutWriteRateLimit(ctx.config), schema: { params: LayoutIdParams, body: RenameLayoutRequest, response: { 200: LayoutSummary } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { name } = request.body;
    const summary = await renameLayout(ctx.db, { userId, layoutId, name });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
