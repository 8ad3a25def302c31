import type { FastifyInstance } from 'fastify';
import type { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { requireUserId } from '../../../auth/require-user.js';
import { listCatalogRequests } from '../../../domain/list-catalog-requests.js';
import type { ApiContext } from '../api-context.js';

/** GET /api/catalog-requests: the logged-in operator's client requests, newest first; never anyone else's. */
export function registerListCatalogRequestsRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/catalog-requests', async (request, reply) => {
    const userId = await requireUserId(ctx.resolver, request);
    const response: CatalogRequestsResponse = { requests: await listCatalogRequests(ctx.db, userId) };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
