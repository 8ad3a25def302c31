import type { FastifyInstance } from 'fastify';
import type { SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { UpdateRequestFromClientRequest } from '../../../../shared/api/public-catalog.js';
import { updateRequestFromClient } from '../../../domain/update-request-from-client.js';
import { AppError } from '../../../http/app-error.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import { parseWith } from '../../../http/parse-with.js';
import { publicPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import { type CatalogContext, dashboardUrlOf } from './catalog-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/update-request-from-client: the client approves a draft or asks for changes, no
 * login. The draft id (unguessable, from the link) is the proof: only a request of that
 * operator carrying that draft changes; any other combination is a 404 that changes nothing.
 */
export function registerUpdateRequestFromClientRoute(app: FastifyInstance, ctx: CatalogContext): void {
  app.post('/api/update-request-from-client', { bodyLimit: publicFormBodyLimit, config: publicPostRateLimit(ctx.config) }, async (request) => {
    const body = parseWith(UpdateRequestFromClientRequest, request.body);
    const isUpdated = await updateRequestFromClient(ctx.db, {
      operatorId: body.operatorId,
      draftId: body.draftId,
      requestId: body.requestId,
      action: body.action,
      changes: body.changes,
      dashboardUrl: dashboardUrlOf(ctx),
    });
    if (!isUpdated) throw new AppError(404, ErrorCodes.notFound, apiMessage('requestNotFound'));
    const response: SuccessResponse = { success: true };
    return response;
  });
}
