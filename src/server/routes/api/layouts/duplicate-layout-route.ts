import { LayoutRecord } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { createLayout } from '../../../domain/create-layout.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import { drawFirstThumbnail } from '../../../render/draw-first-thumbnail.js';
import type { ApiContext } from '../api-context.js';
import { layoutQuotaError } from '../../../http/layout-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutNotFound, LayoutIdParams } from './layout-route-support.js';
import { renderSourcesOf } from '../../../render/gather-render-job.js';

/** POST /api/layouts/:id/duplicate → 201 LayoutRecord named "<name> (copia)". */
export function registerDuplicateLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/layouts/:id/duplicate', { config: layoutWriteRateLimit(ctx.config), schema: { params: LayoutIdParams, response: { 201: LayoutRecord } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const created = await createLayout(ctx.db, ctx.blobs, { userId, source: { kind: 'copy', layoutId: request.params.id }, quota: ctx.config.layoutQuota });
    if (created.kind === 'not-found') throw layoutNotFound();
    if (created.kind !== 'created') throw layoutQuotaError(created);
    // A copy of a layout that never had a preview gets one of its own.
    return reply.status(201).send(await drawFirstThumbnail({ ...renderSourcesOf(ctx), pool: ctx.renderPool }, userId, created.record));
  });
}
