import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { LayoutId } from '../../../../shared/api/layouts.js';
import { AppError } from '../../../http/app-error.js';
import { sendStoredImage } from '../../../http/send-stored-image.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { CatalogContext } from './catalog-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const Params = z.object({ operatorId: z.string().min(1).max(100), layoutId: LayoutId });

/**
 * GET /api/catalog-layouts/:operatorId/:layoutId/preview?v=…: the picture of a layout its
 * operator shows in their catalogue, no login (see CatalogLayoutPreviews). Any other layout,
 * marked or not, of this operator or another, is a 404 that says nothing about it. The URL
 * changes with each save (?v=revision), so browsers may keep it a while; shared caches briefly,
 * since the operator can take it out of the catalogue at any moment.
 */
export function registerCatalogLayoutPreviewRoute(app: FastifyInstance, ctx: CatalogContext): void {
  app.get('/api/catalog-layouts/:operatorId/:layoutId/preview', { config: publicGetRateLimit(ctx.config) }, async (request, reply) => {
    const notFound = new AppError(404, ErrorCodes.notFound, apiMessage('layoutNotFound'));
    const params = Params.safeParse(request.params);
    if (!params.success) throw notFound;
    const webp = await ctx.catalogLayoutPreviews.get(params.data.operatorId, params.data.layoutId);
    if (webp === null) throw notFound;
    return sendStoredImage(reply, { contentType: 'image/webp', fileName: `${params.data.layoutId}.webp`, cacheControl: 'public, max-age=300', bytes: webp });
  });
}
