import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { downloadsRemainingHeader, renderRequestBodyLimit, watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { buildLayoutBoothPack, readPackLayout } from '../../../booth-packs/build-layout-booth-pack.js';
import { decrementDownload, refundDownload } from '../../../domain/decrement-download.js';
import { downloadRefusalMessage, downloadRefusals } from '../../../domain/get-download-status.js';
import { judgeLayoutDownload } from '../../../domain/judge-layout-download.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { connectionClosedSignal } from '../../../http/connection-closed-signal.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { BoothPackBody, LayoutIdParams } from './layout-route-support.js';

/**
 * POST /api/layouts/:id/downloads/booth: the booth pack zip, built by the server from the stored
 * revision (buildLayoutBoothPack). Judged on the stored document's template like every download
 * (judgeLayoutDownload): the annual plan and an own uploaded template get it; a pass spends one
 * download before the build and gets it back if the build fails, so a failed build costs nothing;
 * anyone else is refused with the reason, as the zip has no watermarked version.
 */
export function registerDownloadBoothPackRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/layouts/:id/downloads/booth', { bodyLimit: renderRequestBodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), schema: { params: LayoutIdParams, body: BoothPackBody } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { body } = request;
    const layout = await readPackLayout(ctx, userId, layoutId, body.revision);
    const verdict = await judgeLayoutDownload(ctx.db, userId, layout.document.template.path);
    if (verdict.kind === 'watermarked') throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(downloadRefusals.noPass));
    if (verdict.kind === 'refused') throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(verdict.reason));
    const signal = connectionClosedSignal(reply);
    let remaining: string;
    let zip: Uint8Array;
    switch (verdict.kind) {
      case 'clean':
        remaining = String(verdict.downloadsRemaining);
        zip = await buildLayoutBoothPack(ctx, userId, layout, body, { signal, owner: userId });
        break;
      case 'pass': {
        // Spent first, by the one atomic decrement: of parallel requests on the last download
        // only one builds a pack; the others are refused at once instead of building for nothing.
        const spent = await decrementDownload(ctx.db, userId, verdict.templateId);
        if (!spent.isAllowed) throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(spent.reason));
        remaining = String(spent.downloadsRemaining);
        try {
          zip = await buildLayoutBoothPack(ctx, userId, layout, body, { signal, owner: userId });
        } catch (error) {
          // A pack that could not be built (a full queue, a failure) costs nothing.
          await refundDownload(ctx.db, userId, verdict.templateId);
          throw error;
        }
        break;
      }
      default:
        return assertNever(verdict);
    }
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', 'attachment; filename="cornice-photobooth.zip"')
      .header(watermarkHeader, 'none')
      .header(downloadsRemainingHeader, remaining)
      .send(Buffer.from(zip));
  });
}
