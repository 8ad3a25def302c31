import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { ListLayoutsQuery, ListLayoutsResponse } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { listLayouts } from '../../../domain/list-layouts.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** GET /api/layouts: one page of the operator's layouts (or of the bin with deleted=1), newest change first. */
export function registerListLayoutsRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/layouts', { schema: { querystring: ListLayoutsQuery, response: { 200: ListLayoutsResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { query } = request;
    const page = await listLayouts(ctx.db, userId, query);
    if ('kind' in page) throw new AppError(400, ErrorCodes.validationFailed, apiMessage('invalidRequest'), [{ path: 'cursor', message: 'unknown cursor' }]);
    return reply.header('Cache-Control', 'private, no-store').send(page);
  });
}
