import { customTemplateKeyFromUrl, SaveCustomTemplateMetadataRequest } from '../../../../shared/api/custom-templates.js';
import { SuccessResponse } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { saveCustomTemplate } from '../../../domain/save-custom-template.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/save-custom-template-metadata (spec part 2 §7): the second call. Only the two paths
 * this operator's own upload answered are accepted; anything else is a 404, the same answer as
 * for a path that does not exist, so other operators' files cannot be probed.
 */
export function registerSaveCustomTemplateMetadataRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/save-custom-template-metadata', { config: { access: 'annual' }, schema: { body: SaveCustomTemplateMetadataRequest, response: { 200: SuccessResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const originalKey = customTemplateKeyFromUrl(body.originalPath);
    const previewKey = customTemplateKeyFromUrl(body.previewPath);
    const saved =
      originalKey !== null && previewKey !== null && (await saveCustomTemplate(ctx.db, { userId, theme: body.theme, format: body.format, originalKey, previewKey, name: body.name }));
    if (!saved) throw new AppError(404, ErrorCodes.notFound, apiMessage('filesNotFound'));
    return reply.send({ success: true });
  });
}
