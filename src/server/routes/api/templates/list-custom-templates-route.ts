import type { FastifyInstance } from 'fastify';
import type { ListCustomTemplatesResponse } from '../../../../shared/api/custom-templates.js';
import { requireUserId } from '../../../auth/require-user.js';
import { listCustomTemplates } from '../../../domain/list-custom-templates.js';
import type { ApiContext } from '../api-context.js';

/** GET /api/custom-templates: the logged-in operator's own saved templates, never anyone else's. */
export function registerListCustomTemplatesRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/custom-templates', async (request, reply) => {
    const userId = await requireUserId(ctx.resolver, request);
    const response: ListCustomTemplatesResponse = { templates: await listCustomTemplates(ctx.db, userId) };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
