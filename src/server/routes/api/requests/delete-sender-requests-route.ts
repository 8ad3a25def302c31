import { DeleteSenderRequestsRequest, DeleteSenderRequestsResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteSenderRequests } from '../../../domain/delete-sender-requests.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/delete-sender-requests: another operator's request answers exactly as a missing one. */
export function registerDeleteSenderRequestsRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/delete-sender-requests', { schema: { body: DeleteSenderRequestsRequest, response: { 200: DeleteSenderRequestsResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const count = await deleteSenderRequests(ctx.db, userId, body.requestId, body.dryRun);
    if (count === undefined) throw new AppError(404, ErrorCodes.notFound, apiMessage('requestNotFound'));
    const response: DeleteSenderRequestsResponse = { success: true, count };
    return response;
  });
}
