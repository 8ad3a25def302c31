import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { downloadsRemainingHeader, LayoutDownloadRequest, layoutFileName, layoutFileTypes, renderRequestBodyLimit, watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import { templatesPrefix } from '../../../../shared/catalog/template-entry.js';
import { planTwoUpSheet } from '../../../../shared/print/two-up-sheet.js';
import { watermarkTexts } from '../../../../shared/render/watermark-texts.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { layouts } from '../../../db/schema.js';
import { decrementDownload } from '../../../domain/decrement-download.js';
import { judgeLayoutDownload } from '../../../domain/judge-layout-download.js';
import { readStoredLayoutDocument } from '../../../domain/read-stored-layout-document.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { connectionClosedSignal } from '../../../http/connection-closed-signal.js';
import { gatherRenderJob, renderSourcesOf } from '../../../render/gather-render-job.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';
import { downloadRefusalMessage } from '../../../domain/get-download-status.js';

/**
 * POST /api/layouts/:id/downloads: 'Scarica' PNG or JPG, the two-strip sheet and the print PDF,
 * drawn by the server from the stored revision; each costs a pass one download, as every export
 * did in the browser. Who gets a clean file is judged here (judgeLayoutDownload), never by the browser:
 * a pass spends its download by the one atomic decrement, after the file is drawn, so a failed
 * drawing costs nothing and parallel requests cannot spend more than the pass has; an operator
 * without a pass for the template gets the watermarked file; a spent or expired pass is refused
 * with the reason the editor shows.
 */
export function registerDownloadLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/layouts/:id/downloads', { bodyLimit: renderRequestBodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), schema: { params: LayoutIdParams, body: LayoutDownloadRequest } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { body } = request;
    const [row] = await ctx.db
      .select({ document: layouts.document, revision: layouts.revision, theme: layouts.theme })
      .from(layouts)
      .where(and(eq(layouts.id, layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt)));
    if (row === undefined) throw layoutNotFound();
    if (body.revision !== undefined && row.revision !== body.revision) throw new AppError(409, ErrorCodes.layoutRevisionConflict, apiMessage('layoutConflict'));
    const document = readStoredLayoutDocument(row.document, layoutId);
    if (body.format === 'sheet' && planTwoUpSheet(document.template.width, document.template.height) === null) {
      throw new AppError(400, ErrorCodes.validationFailed, apiMessage('sheetNeedsStrip'));
    }
    const verdict = await judgeLayoutDownload(ctx.db, userId, document.template.path);
    if (verdict.kind === 'refused') throw new AppError(403, ErrorCodes.downloadNotAllowed, downloadRefusalMessage(verdict.reason));
    const watermark = verdict.kind === 'watermarked' ? 'demo' : 'none';
    const job = await gatherRenderJob(renderSourcesOf(ctx), userId, document, { format: body.format, hasCutLine: body.hasCutLine === true, ...(body.photoWindows === undefined ? {} : { photoWindows: body.photoWindows }), watermark, ...watermarkTexts[body.language ?? 'it'] });
    const file = await ctx.renderPool.render(job, { owner: userId, signal: connectionClosedSignal(reply) });
    let remaining: string;
    switch (verdict.kind) {
      case 'clean':
        remaining = String(verdict.downloadsRemaining);
        break;
      case 'watermarked':
        remaining = '0';
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
    const name = layoutFileName({ ...fileNameParts(document.template.path, row.theme), fileFormat: body.format, isDraft: watermark !== 'none' });
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', layoutFileTypes[body.format])
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header(watermarkHeader, watermark)
      .header(downloadsRemainingHeader, remaining)
      .send(Buffer.from(file.bytes));
  });
}

/** The theme and format of the file name: from a built-in template's path (/assets/templates/{theme}/{format}/…), else the layout's theme. */
function fileNameParts(templatePath: string, theme: string): { theme: string; format: string } {
  const [pathTheme = '', format = ''] = templatePath.startsWith(templatesPrefix) ? templatePath.slice(templatesPrefix.length).split('/') : [];
  const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '');
  return { theme: safe(pathTheme) || safe(theme) || 'layout', format: safe(format).replace(/_/g, '-') || 'personalizzato' };
}
