import { z } from 'zod';
import { logoNamePattern } from '../../../../shared/api/dashboard.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { logoBlobKey } from '../../../domain/store-logo.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { sendStoredImage } from '../../../http/send-stored-image.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const LogoParams = z.object({
  userId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/),
  file: z.string().regex(/^[a-f0-9]{32}\.png$/),
});

/**
 * GET /api/logos/{userId}/{name}.png: public, as the catalogue and the client's draft page show
 * the operator's logo. Every stored logo is a PNG we encoded; nosniff keeps it an image. A name
 * never changes its bytes, so caches may keep it.
 */
export function registerGetLogoRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/logos/:userId/:file', { config: publicGetRateLimit(ctx.config), schema: { params: LogoParams } }, async (request, reply) => {
    const { userId, file } = request.params;
    const name = file.slice(0, -'.png'.length);
    if (!logoNamePattern.test(name)) throw new AppError(404, ErrorCodes.notFound, apiMessage('logoNotFound'));
    const blob = await ctx.blobs.get(logoBlobKey(userId, name));
    if (blob === null) throw new AppError(404, ErrorCodes.notFound, apiMessage('logoNotFound'));
    return sendStoredImage(reply, { contentType: 'image/png', fileName: file, cacheControl: 'public, max-age=31536000, immutable', bytes: blob.bytes });
  });
}
