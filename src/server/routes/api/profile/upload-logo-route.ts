import { maxLogoBytes, UploadLogoRequest, UploadLogoResponse } from '../../../../shared/api/dashboard.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { storeLogo } from '../../../domain/store-logo.js';
import { storageQuotaError } from '../../../http/storage-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { decodeBase64File } from '../../../images/decode-base64-file.js';
import { normaliseLogo } from '../../../images/normalise-logo.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';

/** The largest logo as base64 (4/3), plus room for the JSON around it. */
export const uploadLogoBodyLimit = Math.ceil(maxLogoBytes / 3) * 4 + 16 * 1024;

/**
 * POST /api/upload-logo: checks, re-encodes and stores the operator's logo; answers its public URL.
 * Logos have slots of their own (LOGO_UPLOAD_CONCURRENCY): an SVG drawn to its deadline holds one
 * of them, never one of the slots every other upload shares.
 */
export function registerUploadLogoRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/upload-logo', { bodyLimit: uploadLogoBodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), ...ctx.logoGate.routeHooks(), schema: { body: UploadLogoRequest, response: { 200: UploadLogoResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const png = await normaliseLogo(decodeBase64File(body.logoBase64, maxLogoBytes), body.logoType, ctx.config.workers.svg);
    const stored = await storeLogo(ctx.db, ctx.blobs, userId, png, ctx.config.uploads);
    if (stored.kind !== 'stored') throw storageQuotaError(stored);
    const response: UploadLogoResponse = { logoUrl: stored.logoUrl };
    return response;
  });
}
