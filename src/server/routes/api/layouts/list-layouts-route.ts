import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { ListLayoutsQuery } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { listLayouts } from '../../../domain/list-layouts.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import type { ApiContext } from '../api-context.js';

/** GET /api/layouts: one page of the operator's layouts (or of the bin with deleted=1), newest change first. */
export function registerListLayoutsRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/layouts', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const query = parseWith(ListLayoutsQuery, request.query);
    const page = await listLayouts(ctx.db, userId, query);
    if ('kind' in page) throw new AppError(400, ErrorCodes.validationFailed, 'La richiesta non è valida.', [{ path: 'cursor', message: 'unknown cursor' }]);
    return reply.header('Cache-Control', 'private, no-store').send(page);
  });
}
