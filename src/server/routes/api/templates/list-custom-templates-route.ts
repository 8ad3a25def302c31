import { ListCustomTemplatesQuery, ListCustomTemplatesResponse } from '../../../../shared/api/custom-templates.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { countCustomTemplates, listCustomTemplates } from '../../../domain/list-custom-templates.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/**
 * GET /api/custom-templates?cursor&limit&theme&format: a page of the logged-in operator's own
 * saved templates, newest first, never anyone else's; the first page carries their number.
 */
export function registerListCustomTemplatesRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/custom-templates', { schema: { querystring: ListCustomTemplatesQuery, response: { 200: ListCustomTemplatesResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { query } = request;
    const filter = { theme: query.theme, format: query.format };
    const page = await listCustomTemplates(ctx.db, userId, { ...filter, cursor: query.cursor, limit: query.limit });
    const total = query.cursor === undefined ? await countCustomTemplates(ctx.db, userId, filter) : null;
    const response: ListCustomTemplatesResponse = { ...page, total };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
