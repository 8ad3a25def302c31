import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customTemplateFileRoute, customTemplateKeyPrefix } from '../../../../shared/api/custom-templates.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { sendStoredImage } from '../../../http/send-stored-image.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import { isSafeBlobKey } from '../../../storage/blob-key.js';
import type { ApiContext } from '../api-context.js';

const FileQuery = z.object({ key: z.string().min(1).max(512) });
const servedTypes = new Set<string>(['image/png', 'image/jpeg']);
const isServedType = (type: string): type is 'image/png' | 'image/jpeg' => servedTypes.has(type);

/**
 * GET /api/custom-templates/file?key=…: a stored custom-template image, public like the spec's
 * URLs (the catalogue shows them to clients); the random id in the key is the secret. Only keys
 * under custom-templates/ are served, so drafts and logos cannot be read through here.
 */
export function registerGetCustomTemplateFileRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get(customTemplateFileRoute, { config: publicGetRateLimit(ctx.config) }, async (request, reply) => {
    const { key } = parseWith(FileQuery, request.query);
    const notFound = new AppError(404, ErrorCodes.notFound, 'File non trovato.');
    if (!key.startsWith(customTemplateKeyPrefix) || !isSafeBlobKey(key)) throw notFound;
    const blob = await ctx.blobs.get(key);
    if (blob === null || !isServedType(blob.contentType)) throw notFound;
    // A key is never reused, but a deleted template should not linger long in shared caches.
    const fileName = key.slice(key.lastIndexOf('/') + 1);
    return sendStoredImage(reply, { contentType: blob.contentType, fileName, cacheControl: 'public, max-age=3600', bytes: blob.bytes });
  });
}
