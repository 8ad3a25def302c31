import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandFontIdPattern } from '../../../../shared/api/brand-fonts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { deleteBrandFont } from '../../../domain/delete-brand-font.js';
import { AppError } from '../../../http/app-error.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const IdParams = z.object({ id: z.string().regex(brandFontIdPattern) });

/** DELETE /api/brand-fonts/:id → 204: the face and its file are gone (any plan: it is the owner's file). */
export function registerDeleteBrandFontRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.delete('/api/brand-fonts/:id', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const parsed = IdParams.safeParse(request.params);
    const isDeleted = parsed.success && (await deleteBrandFont(ctx.db, ctx.blobs, { userId, fontId: parsed.data.id }));
    if (!isDeleted) throw new AppError(404, ErrorCodes.notFound, apiMessage('brandFontNotFound'));
    return reply.status(204).send();
  });
}
