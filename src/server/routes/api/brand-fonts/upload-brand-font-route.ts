import { maxBrandFontBytes, UploadBrandFontRequest, UploadBrandFontResponse } from '../../../../shared/api/brand-fonts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { canUploadBrandFonts } from '../../../../shared/plans/plan-rules.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { getUserPlan } from '../../../domain/get-user-plan.js';
import { uploadBrandFont } from '../../../domain/upload-brand-font.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { storageQuotaError } from '../../../http/storage-quota-error.js';
import { decodeBase64File } from '../../../images/decode-base64-file.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** The largest font as base64 (4/3), plus room for the JSON around it. */
const bodyLimit = Math.ceil(maxBrandFontBytes / 3) * 4 + 64 * 1024;

/**
 * POST /api/brand-fonts → 201 BrandFont: an operator's own font file (annual plan; 403
 * PLAN_REQUIRED otherwise), with the checks of every upload (operator budget, parsing slots,
 * size cap, quota) and the font parsed by fontkit in a budgeted worker (400 FONT_INVALID for
 * anything else, 400 FONT_TOO_COMPLEX for a font declaring too much or too costly to read).
 */
export function registerUploadBrandFontRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/brand-fonts', { bodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), ...ctx.uploadGate.routeHooks(), schema: { response: { 201: UploadBrandFontResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    if (!canUploadBrandFonts(await getUserPlan(ctx.db, userId))) throw new AppError(403, ErrorCodes.planRequired, apiMessage('brandFontsPlan'));
    const body = parseWith(UploadBrandFontRequest, request.body);
    const bytes = decodeBase64File(body.file, maxBrandFontBytes);
    const result = await uploadBrandFont(ctx.db, ctx.blobs, ctx.fontReader, { userId, bytes }, ctx.config.uploads);
    if (result.kind === 'exists') throw new AppError(409, ErrorCodes.brandFontExists, apiMessage('brandFontExists'));
    if (result.kind !== 'stored') throw storageQuotaError(result);
    return reply.status(201).send(result.font);
  });
}
