import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { GetOperatorDataQuery, OperatorDataResponse } from '../../../../shared/api/public-catalog.js';
import { getOperatorData } from '../../../domain/get-operator-data.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { CatalogContext } from './catalog-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * GET /api/get-operator-data?userId=…: public, for the catalogue and the client's draft page.
 * Answers the profile a client may see and the saved custom templates, never an email or the
 * plan. Revalidated on every load and kept a few seconds per process (OperatorDataCache), so a
 * profile just saved shows on the operator's own link.
 */
export function registerGetOperatorDataRoute(app: ZodScope, ctx: CatalogContext): void {
  app.get('/api/get-operator-data', { config: publicGetRateLimit(ctx.config), schema: { querystring: GetOperatorDataQuery, response: { 200: OperatorDataResponse } } }, async (request, reply) => {
    const { userId } = request.query;
    const data = await ctx.operatorData.get(userId, () => getOperatorData(ctx.db, userId));
    if (data === null) throw new AppError(404, ErrorCodes.notFound, apiMessage('operatorNotFound'));
    const response: OperatorDataResponse = data;
    return reply.header('Cache-Control', 'no-cache').send(response);
  });
}
