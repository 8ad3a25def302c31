import type { FastifyInstance } from 'fastify';
import { DeleteSenderRequestsRequest, type DeleteSenderRequestsResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteSenderRequests } from '../../../domain/delete-sender-requests.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/delete-sender-requests: another operator's request answers exactly as a missing one. */
export function registerDeleteSenderRequestsRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.post('/api/delete-sender-requests', async (request) => {
    const userId = signedInOperator(request).userId;
    const body = parseWith(DeleteSenderRequestsRequest, request.body);
    const count = await deleteSenderRequests(ctx.db, userId, body.requestId, body.dryRun);
    if (count === undefined) throw new AppError(404, ErrorCodes.notFound, apiMessage('requestNotFound'));
    const response: DeleteSenderRequestsResponse = { success: true, count };
    return response;
  });
}
