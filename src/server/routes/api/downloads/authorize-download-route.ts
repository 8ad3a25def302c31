import { AuthorizeDownloadResponse, DownloadRequest } from '../../../../shared/api/downloads.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { decrementDownload } from '../../../domain/decrement-download.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { downloadRefusalMessage } from '../../../domain/get-download-status.js';

/**
 * POST /api/authorize-and-decrement-download: spends one download of the template's pass. A
 * refusal is a 403 whose message is the reason the editor shows ('Impossibile scaricare: …').
 */
export function registerAuthorizeDownloadRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/authorize-and-decrement-download', { schema: { body: DownloadRequest, response: { 200: AuthorizeDownloadResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { templateId } = request.body;
    const result = await decrementDownload(ctx.db, userId, templateId);
    if (!result.isAllowed) throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(result.reason));
    reply.header('Cache-Control', 'no-store');
    const response: AuthorizeDownloadResponse = { downloadsRemaining: result.downloadsRemaining };
    return response;
  });
}
