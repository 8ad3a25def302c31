import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthorizeDownloadResponse } from '../../../../shared/api/downloads.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { AuthorizeBoothZipRequest } from '../../../../shared/api/layout-downloads.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { layouts } from '../../../db/schema.js';
import { decrementDownload } from '../../../domain/decrement-download.js';
import { downloadRefusalMessage, downloadRefusals } from '../../../domain/get-download-status.js';
import { judgeLayoutDownload } from '../../../domain/judge-layout-download.js';
import { readStoredLayoutDocument } from '../../../domain/read-stored-layout-document.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, readLayoutId } from './layout-route-support.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/layouts/:id/downloads/booth: the server's word before the editor hands over a booth
 * zip it drew itself. The browser's idea of the plan may be forged, so it asks whatever the plan
 * it believes: judged on the stored document's template, the annual plan and an own uploaded
 * template pass, a pass spends one download (as every export does), and anyone else is refused
 * with the reason (the zip has no watermarked version).
 */
export function registerAuthorizeBoothZipRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.post('/api/layouts/:id/downloads/booth', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    const body = parseWith(AuthorizeBoothZipRequest, request.body ?? {});
    const [row] = await ctx.db
      .select({ document: layouts.document, revision: layouts.revision })
      .from(layouts)
      .where(and(eq(layouts.id, layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt)));
    if (row === undefined) throw layoutNotFound();
    if (body.revision !== undefined && row.revision !== body.revision) throw new AppError(409, ErrorCodes.layoutRevisionConflict, apiMessage('layoutConflict'));
    const document = readStoredLayoutDocument(row.document, layoutId);
    const verdict = await judgeLayoutDownload(ctx.db, userId, document.template.path);
    let response: AuthorizeDownloadResponse;
    switch (verdict.kind) {
      case 'clean':
        response = { downloadsRemaining: verdict.downloadsRemaining };
        break;
      case 'watermarked':
        throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(downloadRefusals.noPass));
      case 'refused':
        throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(verdict.reason));
      case 'pass': {
        const spent = await decrementDownload(ctx.db, userId, verdict.templateId);
        if (!spent.isAllowed) throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(spent.reason));
        response = { downloadsRemaining: spent.downloadsRemaining };
        break;
      }
      default:
        return assertNever(verdict);
    }
    return reply.header('Cache-Control', 'no-store').send(response);
  });
}
