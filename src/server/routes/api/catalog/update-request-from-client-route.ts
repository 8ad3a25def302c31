import { SuccessResponse } from '../../../../shared/api/dashboard.js';
import type { DraftSupersededDetails } from '../../../../shared/api/draft-view.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { UpdateRequestFromClientRequest } from '../../../../shared/api/public-catalog.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { updateRequestFromClient } from '../../../domain/update-request-from-client.js';
import { AppError } from '../../../http/app-error.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import { type CatalogContext, dashboardUrlOf } from './catalog-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/update-request-from-client: the client approves a draft or asks for changes, no
 * login. The draft id (unguessable, from the link) is the proof: only a request of that
 * operator carrying that draft changes; any other combination is a 404 that changes nothing,
 * and a draft the operator has replaced with a newer one is a 409 naming the newer one.
 */
export function registerUpdateRequestFromClientRoute(app: ZodScope, ctx: CatalogContext): void {
  app.post('/api/update-request-from-client', { bodyLimit: publicFormBodyLimit, config: publicPostRateLimit(ctx.config), schema: { body: UpdateRequestFromClientRequest, response: { 200: SuccessResponse } } }, async (request) => {
    const { body } = request;
    const result = await updateRequestFromClient(ctx.db, {
      operatorId: body.operatorId,
      draftId: body.draftId,
      requestId: body.requestId,
      action: body.action,
      changes: body.changes,
      dashboardUrl: dashboardUrlOf(ctx),
    });
    switch (result.kind) {
      case 'updated': {
        // After the commit, in the background: the client's answer does not wait for a render.
        if (result.approvalPublishId !== undefined) void ctx.approvalPublisher.start(result.approvalPublishId);
        const response: SuccessResponse = { success: true };
        return response;
      }
      case 'not-found':
        throw new AppError(404, ErrorCodes.notFound, apiMessage('requestNotFound'));
      case 'superseded': {
        const details: DraftSupersededDetails = { newerDraftId: result.newerDraftId };
        throw new AppError(409, ErrorCodes.draftSuperseded, apiMessage('draftSuperseded'), details);
      }
      default:
        return assertNever(result);
    }
  });
}
