import type { FastifyInstance } from 'fastify';
import { UnlockedTemplatesQuery, type UnlockedTemplatesResponse } from '../../../../shared/api/unlocked-templates.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { countUnlockedTemplates, listUnlockedTemplates } from '../../../domain/list-unlocked-templates.js';
import { parseWith } from '../../../http/parse-with.js';
import type { ApiContext } from '../api-context.js';

/** GET /api/unlocked-templates?state&cursor&limit: a page of the logged-in operator's own passes; the first page carries their number. */
export function registerListUnlockedTemplatesRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/unlocked-templates', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const query = parseWith(UnlockedTemplatesQuery, request.query);
    const now = new Date();
    const page = await listUnlockedTemplates(ctx.db, userId, query, now);
    const total = query.cursor === undefined ? await countUnlockedTemplates(ctx.db, userId, query.state, now) : null;
    const response: UnlockedTemplatesResponse = { ...page, total };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
