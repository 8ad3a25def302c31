import { UnlockedTemplatesQuery, UnlockedTemplatesResponse } from '../../../../shared/api/unlocked-templates.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { countUnlockedTemplates, listUnlockedTemplates } from '../../../domain/list-unlocked-templates.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/** GET /api/unlocked-templates?state&cursor&limit: a page of the logged-in operator's own passes; the first page carries their number. */
export function registerListUnlockedTemplatesRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/unlocked-templates', { schema: { querystring: UnlockedTemplatesQuery, response: { 200: UnlockedTemplatesResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { query } = request;
    const now = new Date();
    const page = await listUnlockedTemplates(ctx.db, userId, query, now);
    const total = query.cursor === undefined ? await countUnlockedTemplates(ctx.db, userId, query.state, now) : null;
    const response: UnlockedTemplatesResponse = { ...page, total };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
