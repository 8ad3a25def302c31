import { LayoutSummary, SetLayoutCatalogRequest } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { setLayoutCatalog } from '../../../domain/set-layout-catalog.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';

/** The route's URL, which the public catalogue's cache also watches (OperatorDataCache). */
export const setLayoutCatalogRoute = '/api/layouts/:id/catalog';

/** PUT /api/layouts/:id/catalog → 200 LayoutSummary ('Mostra nel catalogo'); another operator's layout is 404. */
export function registerSetLayoutCatalogRoute(app: ZodScope, ctx: ApiContext): void {
  app.put(setLayoutCatalogRoute, { config: layoutWriteRateLimit(ctx.config), schema: { params: LayoutIdParams, body: SetLayoutCatalogRequest, response: { 200: LayoutSummary } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { shownInCatalog } = request.body;
    const summary = await setLayoutCatalog(ctx.db, { userId, layoutId, shownInCatalog });
    if (summary === null) throw layoutNotFound();
    return reply.send(summary);
  });
}
