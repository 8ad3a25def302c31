import type { FastifyInstance } from 'fastify';
import { BuildBoothPackRequest } from '../../../../shared/api/booth-packs.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { downloadsRemainingHeader, watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { buildLayoutBoothPack, readPackLayout } from '../../../booth-packs/build-layout-booth-pack.js';
import { decrementDownload } from '../../../domain/decrement-download.js';
import { downloadRefusalMessage, downloadRefusals } from '../../../domain/get-download-status.js';
import { judgeLayoutDownload } from '../../../domain/judge-layout-download.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import type { ApiContext } from '../api-context.js';
import { readLayoutId } from './layout-route-support.js';

/**
 * POST /api/layouts/:id/downloads/booth: the booth pack zip, built by the server from the stored
 * revision (buildLayoutBoothPack). Judged on the stored document's template like every download
 * (judgeLayoutDownload): the annual plan and an own uploaded template get it; a pass spends one
 * download, after the zip is built, so a failed build costs nothing; anyone else is refused with
 * the reason, as the zip has no watermarked version.
 */
export function registerDownloadBoothPackRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.post('/api/layouts/:id/downloads/booth', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    const body = parseWith(BuildBoothPackRequest, request.body ?? {});
    const layout = await readPackLayout(ctx, userId, layoutId, body.revision);
    const verdict = await judgeLayoutDownload(ctx.db, userId, layout.document.template.path);
    if (verdict.kind === 'watermarked') throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(downloadRefusals.noPass));
    if (verdict.kind === 'refused') throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(verdict.reason));
    const zip = await buildLayoutBoothPack(ctx, userId, layout, body);
    let remaining: string;
    switch (verdict.kind) {
      case 'clean':
        remaining = String(verdict.downloadsRemaining);
        break;
      case 'pass': {
        const spent = await decrementDownload(ctx.db, userId, verdict.templateId);
        if (!spent.isAllowed) throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(spent.reason));
        remaining = String(spent.downloadsRemaining);
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
