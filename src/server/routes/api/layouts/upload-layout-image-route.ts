import { maxLayoutImageBytes, UploadLayoutImageRequest, UploadLayoutImageResponse } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { uploadLayoutImage } from '../../../domain/upload-layout-image.js';
import { storageQuotaError } from '../../../http/storage-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { decodeBase64File } from '../../../images/decode-base64-file.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';

/** The largest image as base64 (4/3), plus room for the JSON around it. */
export const uploadLayoutImageBodyLimit = Math.ceil(maxLayoutImageBytes / 3) * 4 + 64 * 1024;

/**
 * POST /api/layout-images → 201 { url, width, height }: an image for a layout, with the checks
 * of every upload (operator budget, decode slots, type from the bytes, pixel cap, re-encoding,
 * quota).
 */
export function registerUploadLayoutImageRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/layout-images', { bodyLimit: uploadLayoutImageBodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), ...ctx.uploadGate.routeHooks(), schema: { body: UploadLayoutImageRequest, response: { 201: UploadLayoutImageResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const bytes = decodeBase64File(body.image, maxLayoutImageBytes);
    const stored = await uploadLayoutImage(ctx.db, ctx.blobs, { userId, bytes }, ctx.config.uploads);
    if (stored.kind !== 'stored') throw storageQuotaError(stored);
    return reply.status(201).send(stored.image);
  });
}
