import { SuccessResponse, UpdateRequestStatusRequest } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { updateRequestStatus } from '../../../domain/update-request-status.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/update-request-status: another operator's request answers exactly as a missing one. */
export function registerUpdateRequestStatusRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/update-request-status', { schema: { body: UpdateRequestStatusRequest, response: { 200: SuccessResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    if (!(await updateRequestStatus(ctx.db, userId, body.requestId, body.newStatus))) throw new AppError(404, ErrorCodes.notFound, apiMessage('requestNotFound'));
    const response: SuccessResponse = { success: true };
    return response;
  });
}
