import type { FastifyInstance } from 'fastify';
import { DeleteUnlockedTemplateRequest, type SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteUnlockedTemplate } from '../../../domain/delete-unlocked-template.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/delete-unlocked-template: removes one of the user's expired passes from the dashboard. */
export function registerDeleteUnlockedTemplateRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.post('/api/delete-unlocked-template', async (request) => {
    const userId = signedInOperator(request).userId;
    const body = parseWith(DeleteUnlockedTemplateRequest, request.body);
    const outcome = await deleteUnlockedTemplate(ctx.db, userId, body.templateId);
    if (outcome === 'missing') throw new AppError(404, ErrorCodes.notFound, apiMessage('templateNotFound'));
    if (outcome === 'active') throw new AppError(409, ErrorCodes.unlockStillActive, apiMessage('templateStillActive'));
    const response: SuccessResponse = { success: true };
    return response;
  });
}
