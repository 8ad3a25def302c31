import type { FastifyInstance } from 'fastify';
import { requireUserId } from '../../../auth/require-user.js';
import { createLayout } from '../../../domain/create-layout.js';
import { drawFirstThumbnail } from '../../../render/draw-first-thumbnail.js';
import type { ApiContext } from '../api-context.js';
import { layoutNotFound, readLayoutId } from './layout-route-support.js';

/** POST /api/layouts/:id/duplicate → 201 LayoutRecord named "<name> (copia)". */
export function registerDuplicateLayoutRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.post('/api/layouts/:id/duplicate', async (request, reply) => {
    const userId = await requireUserId(ctx.resolver, request);
    const record = await createLayout(ctx.db, ctx.blobs, { userId, source: { kind: 'copy', layoutId: readLayoutId(request.params) } });
    if (record === null) throw layoutNotFound();
    // A copy of a layout that never had a preview gets one of its own.
    return reply.status(201).send(await drawFirstThumbnail({ db: ctx.db, blobs: ctx.blobs, clientDir: ctx.config.clientDir, pool: ctx.renderPool }, userId, record));
  });
}
