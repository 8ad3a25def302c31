import { LayoutRecord } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { getLayout } from '../../../domain/get-layout.js';
import type { ApiContext } from '../api-context.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';

/** GET /api/layouts/:id: the layout with its document, already brought to the current schema. */
export function registerGetLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/layouts/:id', { schema: { params: LayoutIdParams, response: { 200: LayoutRecord } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const record = await getLayout(ctx.db, { userId, layoutId: request.params.id });
    if (record === null) throw layoutNotFound();
    return reply.header('Cache-Control', 'private, no-store').send(record);
  });
}
