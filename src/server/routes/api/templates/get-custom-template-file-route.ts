import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customTemplateFileRoute, customTemplateKeyPrefix } from '../../../../shared/api/custom-templates.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { type RouteAccess, signedInOperator } from '../../../auth/route-access.js';
import { customTemplates } from '../../../db/schema.js';
import { customTemplateOwner } from '../../../domain/template-entitlement.js';
import { getUserPlan } from '../../../domain/get-user-plan.js';
import { AppError } from '../../../http/app-error.js';
import { sendStoredImage } from '../../../http/send-stored-image.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { encodeDisplayCopy } from '../../../images/encode-display-copy.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import { isSafeBlobKey } from '../../../storage/blob-key.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const FileQuery = z.object({ key: z.string().min(1).max(512) });
const servedTypes = new Set<string>(['image/png', 'image/jpeg']);
const isServedType = (type: string): type is 'image/png' | 'image/jpeg' => servedTypes.has(type);
/** custom-templates/{user}/{id}-{kind}.{ext}: the only names the upload writes, plus the display copy made here. */
const fileKey = /^custom-templates\/[^/]+\/(custom_[A-Za-z0-9_-]{10,64})-(original|preview|display)\.(png|jpg|webp)$/;
/** Display copies made lately: an owner reopening the editor does not wait for sharp again. */
const displayCacheSize = 32;

/**
 * GET /api/custom-templates/file?key=…: a stored custom-template image. The preview is public
 * like the spec's URLs (the catalogue shows it to clients; the random id in the key is the
 * secret). The original, at print resolution, goes only to its owner while they have upload
 * rights (the annual plan), never to a shared cache; the display copy (screen size, made from
 * the original on first request) only to its owner, for their editor once the plan is over.
 * Only keys under custom-templates/ are served, so drafts and logos cannot be read through here.
 */
/**
 * Only the original and the display copy need the operator (loaded before anything else is
 * read); a preview, and any key that names no file (404 for everyone), never loads a session.
 */
function fileAccess(request: FastifyRequest): RouteAccess {
  const { key } = request.query as { key?: unknown };
  const kind = typeof key === 'string' ? fileKey.exec(key)?.[2] : undefined;
  return kind === 'original' || kind === 'display' ? 'operator' : 'public';
}

export function registerGetCustomTemplateFileRoute(app: ZodScope, ctx: ApiContext): void {
  const displayCopies = new Map<string, Buffer>();
  app.get(customTemplateFileRoute, { config: { ...publicGetRateLimit(ctx.config), access: fileAccess }, schema: { querystring: FileQuery } }, async (request, reply) => {
    const { key } = request.query;
    const notFound = new AppError(404, ErrorCodes.notFound, apiMessage('fileNotFound'));
    const [, templateId, kind] = fileKey.exec(key) ?? [];
    if (!key.startsWith(customTemplateKeyPrefix) || !isSafeBlobKey(key) || kind === undefined) throw notFound;
    const fileName = key.slice(key.lastIndexOf('/') + 1);
    if (kind === 'preview') {
      const blob = await ctx.blobs.get(key);
      if (blob === null || !isServedType(blob.contentType)) throw notFound;
      // A key is never reused, but a deleted template should not linger long in shared caches.
      return sendStoredImage(reply, { contentType: blob.contentType, fileName, cacheControl: 'public, max-age=3600', bytes: blob.bytes });
    }
    const { userId } = signedInOperator(request);
    // Another operator's upload is as good as missing to them.
    if (customTemplateOwner(key) !== userId) throw notFound;
    if (kind === 'original') {
      if ((await getUserPlan(ctx.db, userId)).type !== 'Annuale') throw new AppError(403, ErrorCodes.artworkNotEntitled, apiMessage('artworkNotEntitled'));
      const blob = await ctx.blobs.get(key);
      if (blob === null || !isServedType(blob.contentType)) throw notFound;
      return sendStoredImage(reply, { contentType: blob.contentType, fileName, cacheControl: 'private, max-age=600', bytes: blob.bytes });
    }
    // The row, not the cache, says whether the template still exists.
    const [row] = await ctx.db
      .select({ originalKey: customTemplates.originalKey })
      .from(customTemplates)
      .where(and(eq(customTemplates.id, templateId ?? ''), eq(customTemplates.userId, userId)));
    if (row === undefined) throw notFound;
    let display = displayCopies.get(key);
    if (display === undefined) {
      const original = await ctx.blobs.get(row.originalKey);
      if (original === null || !isServedType(original.contentType)) throw notFound;
      display = await encodeDisplayCopy(original.bytes);
      if (displayCopies.size >= displayCacheSize) displayCopies.delete(displayCopies.keys().next().value ?? '');
      displayCopies.set(key, display);
    }
    return sendStoredImage(reply, { contentType: 'image/webp', fileName, cacheControl: 'private, max-age=3600', bytes: display });
  });
}
