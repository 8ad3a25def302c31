import { NewRequestsCountResponse } from '../../../../shared/api/dashboard.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { countNewCatalogRequests } from '../../../domain/count-catalog-requests.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/**
 * GET /api/catalog-requests/new-count: how many of the operator's requests are still 'nuova',
 * for the top bar. Its own call rather than a field of /api/me, which every page asks for and
 * which must stay as cheap as it is.
 */
export function registerNewRequestsCountRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/catalog-requests/new-count', { schema: { response: { 200: NewRequestsCountResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const response: NewRequestsCountResponse = { count: await countNewCatalogRequests(ctx.db, userId) };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
