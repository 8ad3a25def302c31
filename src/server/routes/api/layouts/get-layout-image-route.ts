import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { layoutImageKey, layoutImageNamePattern } from '../../../domain/list-layout-image-names.js';
import { AppError } from '../../../http/app-error.js';
import { sendStoredImage, type StoredImageResponse } from '../../../http/send-stored-image.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const NameParams = z.object({ name: z.string().regex(layoutImageNamePattern) });
const servedTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'] satisfies StoredImageResponse['contentType'][];
const isServedType = (type: string): type is StoredImageResponse['contentType'] => servedTypes.includes(type);

/**
 * GET /api/layout-images/:name: an image of the caller's layouts, to its owner only (the editor
 * and the export renderer run in the owner's browser). The key is built from the caller's own
 * id, so another operator's image name finds nothing: 404. A name is never reused, so the
 * answer may be cached for good, privately.
 */
export function registerGetLayoutImageRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/layout-images/:name', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const notFound = new AppError(404, ErrorCodes.notFound, apiMessage('layoutImageNotFound'));
    const parsed = NameParams.safeParse(request.params);
    if (!parsed.success) throw notFound;
    const blob = await ctx.blobs.get(layoutImageKey(userId, parsed.data.name));
    if (blob === null || !isServedType(blob.contentType)) throw notFound;
    return sendStoredImage(reply, { contentType: blob.contentType, fileName: parsed.data.name, cacheControl: 'private, max-age=31536000, immutable', bytes: blob.bytes });
  });
}
