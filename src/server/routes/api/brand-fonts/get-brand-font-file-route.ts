import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandFontContentTypes, brandFontFileNamePattern, BrandFontFormat } from '../../../../shared/api/brand-fonts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { brandFontKey } from '../../../domain/brand-font-record.js';
import { AppError } from '../../../http/app-error.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const NameParams = z.object({ name: z.string().regex(brandFontFileNamePattern) });

/**
 * GET /api/brand-fonts/:id.:format: the font file, to its owner only (the editor, its exports and
 * the drafts it renders all run in the owner's browser; a client sees a draft as a PNG). The key
 * is built from the caller's own id, so another operator's name finds nothing: 404. A name is
 * never reused, so the answer may be cached for good, privately.
 */
export function registerGetBrandFontFileRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/brand-fonts/:name', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const notFound = new AppError(404, ErrorCodes.notFound, apiMessage('brandFontNotFound'));
    const parsed = NameParams.safeParse(request.params);
    const match = parsed.success ? brandFontFileNamePattern.exec(parsed.data.name) : null;
    const format = BrandFontFormat.safeParse(match?.[2]);
    if (match === null || match[1] === undefined || !format.success) throw notFound;
    const blob = await ctx.blobs.get(brandFontKey(userId, match[1], format.data));
    if (blob === null) throw notFound;
    return reply
      .type(brandFontContentTypes[format.data])
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', `inline; filename="${match[1]}.${format.data}"`)
      .send(blob.bytes);
  });
}
