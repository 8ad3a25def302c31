import { CheckDownloadStatusResponse, DownloadRequest } from '../../../../shared/api/downloads.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { getDownloadStatus } from '../../../domain/get-download-status.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/** POST /api/check-download-status: may the operator download this template (spends nothing). */
export function registerCheckDownloadStatusRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/check-download-status', { schema: { body: DownloadRequest, response: { 200: CheckDownloadStatusResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { templateId } = request.body;
    reply.header('Cache-Control', 'no-store');
    return getDownloadStatus(ctx.db, userId, templateId);
  });
}
