import type { FastifyInstance } from 'fastify';
import { SetLayoutCatalogRequest } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { setLayoutCatalog } from '../../../domain/set-layout-catalog.js';
import { parseWith } from '../../../http/parse-with.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, readLayoutId } from './layout-route-support.js';

/** The route's URL, which the public catalogue's cache also watches (OperatorDataCache). */
export const setLayoutCatalogRoute = '/api/layouts/:id/catalog';

/** PUT /api/layouts/:id/catalog → 200 LayoutSummary ('Mostra nel catalogo'); another operator's layout is 404. */
export function registerSetLayoutCatalogRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.put(setLayoutCatalogRoute, { config: layoutWriteRateLimit(ctx.config) }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    const { shownInCatalog } = parseWith(SetLayoutCatalogRequest, request.body);
    const summary = await setLayoutCatalog(ctx.db, { userId, layoutId, shownInCatalog });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
