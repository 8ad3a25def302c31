import { UpdateCustomTemplateRequest } from '../../../../shared/api/custom-templates.js';
import { SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { updateCustomTemplate } from '../../../domain/update-custom-template.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** POST /api/update-custom-template: PRO operators edit their own template's theme and format. */
export function registerUpdateCustomTemplateRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/update-custom-template', { config: { access: 'annual' }, schema: { body: UpdateCustomTemplateRequest, response: { 200: SuccessResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    if (!(await updateCustomTemplate(ctx.db, { userId, ...body }))) throw new AppError(404, ErrorCodes.notFound, apiMessage('templateNotFound'));
    return reply.send({ success: true });
  });
}
