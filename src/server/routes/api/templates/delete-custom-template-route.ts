import { DeleteCustomTemplateRequest } from '../../../../shared/api/custom-templates.js';
import { SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteCustomTemplate } from '../../../domain/delete-custom-template.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/delete-custom-template: the owner removes a template and its files. A session is
 * enough (no plan check): an operator whose plan lapsed may still clean up their own files.
 * Someone else's template is a 404 like a missing one.
 */
export function registerDeleteCustomTemplateRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/delete-custom-template', { schema: { body: DeleteCustomTemplateRequest, response: { 200: SuccessResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { templateId } = request.body;
    if (!(await deleteCustomTemplate(ctx.db, ctx.blobs, { userId, templateId }))) {
      throw new AppError(404, ErrorCodes.notFound, apiMessage('templateNotFound'));
    }
    return reply.send({ success: true });
  });
}
