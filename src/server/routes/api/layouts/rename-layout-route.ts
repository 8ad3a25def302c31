import type { FastifyInstance } from 'fastify';
import { RenameLayoutRequest } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { renameLayout } from '../../../domain/rename-layout.js';
import { parseWith } from '../../../http/parse-with.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, readLayoutId } from './layout-route-support.js';

/** PATCH /api/layouts/:id → 200 LayoutSummary. */
export function registerRenameLayoutRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.patch('/api/layouts/:id', { config: layoutWriteRateLimit(ctx.config) }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    const { name } = parseWith(RenameLayoutRequest, request.body);
    const summary = await renameLayout(ctx.db, { userId, layoutId, name });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
