import { DeleteUnlockedTemplateRequest, SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteUnlockedTemplate } from '../../../domain/delete-unlocked-template.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/delete-unlocked-template: removes one of the user's expired passes from the dashboard. */
export function registerDeleteUnlockedTemplateRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/delete-unlocked-template', { schema: { body: DeleteUnlockedTemplateRequest, response: { 200: SuccessResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const outcome = await deleteUnlockedTemplate(ctx.db, userId, body.templateId);
    if (outcome === 'missing') throw new AppError(404, ErrorCodes.notFound, apiMessage('templateNotFound'));
    if (outcome === 'active') throw new AppError(409, ErrorCodes.unlockStillActive, apiMessage('templateStillActive'));
    const response: SuccessResponse = { success: true };
    return response;
  });
}
