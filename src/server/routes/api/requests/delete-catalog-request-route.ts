import { DeleteCatalogRequestRequest, SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteCatalogRequest } from '../../../domain/delete-catalog-request.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/delete-catalog-request: another operator's request answers exactly as a missing one. */
export function registerDeleteCatalogRequestRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/delete-catalog-request', { schema: { body: DeleteCatalogRequestRequest, response: { 200: SuccessResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    if (!(await deleteCatalogRequest(ctx.db, userId, body.requestId))) throw new AppError(404, ErrorCodes.notFound, apiMessage('requestNotFound'));
    const response: SuccessResponse = { success: true };
    return response;
  });
}
