import { CatalogRequestsQuery } from '../../../../shared/api/catalog-requests-query.js';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { countCatalogRequests } from '../../../domain/count-catalog-requests.js';
import { listCatalogRequests } from '../../../domain/list-catalog-requests.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/**
 * GET /api/catalog-requests?status&q&from&to&cursor&limit: one page of the logged-in operator's
 * client requests, newest first, never anyone else's. The first page (no cursor) also carries
 * the counts per status under the same search and dates.
 */
export function registerListCatalogRequestsRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/catalog-requests', { schema: { querystring: CatalogRequestsQuery, response: { 200: CatalogRequestsResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { query } = request;
    const page = await listCatalogRequests(ctx.db, userId, query);
    const counts = query.cursor === undefined ? await countCatalogRequests(ctx.db, userId, query) : null;
    const response: CatalogRequestsResponse = { ...page, counts };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
