import { UpdateRequestDraftIdRequest, UpdateRequestDraftIdResponse } from '../../../../shared/api/drafts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { attachDraftToRequest } from '../../../domain/attach-draft-to-request.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/update-request-draft-id: attaches the operator's new draft to their client's request. */
export function registerUpdateRequestDraftIdRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/update-request-draft-id', { schema: { body: UpdateRequestDraftIdRequest, response: { 200: UpdateRequestDraftIdResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const isAttached = await attachDraftToRequest(ctx.db, { userId, requestId: body.requestId, draftId: body.draftId });
    if (!isAttached) throw new AppError(404, ErrorCodes.notFound, apiMessage('requestOrDraftNotFound'));
    const response: UpdateRequestDraftIdResponse = { success: true };
    return response;
  });
}
