import type { FastifyInstance } from 'fastify';
import { signedInOperator } from '../../../auth/route-access.js';
import { getLayout } from '../../../domain/get-layout.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, readLayoutId } from './layout-route-support.js';

/** GET /api/layouts/:id: the layout with its document, already brought to the current schema. */
export function registerGetLayoutRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/layouts/:id', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const record = await getLayout(ctx.db, { userId, layoutId: readLayoutId(request.params) });
    if (record === null) throw layoutNotFound();
    return reply.header('Cache-Control', 'private, no-store').send(record);
  });
}
