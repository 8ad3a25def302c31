import { signedInOperator } from '../../../auth/route-access.js';
import { findLayoutThumbnailKey } from '../../../domain/find-layout-thumbnail-key.js';
import { sendStoredImage } from '../../../http/send-stored-image.js';
import type { ApiContext } from '../api-context.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';

/**
 * GET /api/layouts/:id/thumbnail: the owner's thumbnail JPEG (the bin shows them too). The URL
 * carries the key's name (?v=), so a new thumbnail is a new URL and this one may be cached.
 */
export function registerGetLayoutThumbnailRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/layouts/:id/thumbnail', { schema: { params: LayoutIdParams } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const thumbnailKey = await findLayoutThumbnailKey(ctx.db, userId, layoutId);
    if (thumbnailKey === null) throw layoutNotFound();
    const blob = await ctx.blobs.get(thumbnailKey);
    if (blob === null) throw layoutNotFound();
    return sendStoredImage(reply, { contentType: 'image/jpeg', fileName: `${layoutId}.jpg`, cacheControl: 'private, max-age=86400', bytes: blob.bytes });
  });
}
