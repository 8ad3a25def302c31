import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { SaveLayoutRequest, SaveLayoutResponse } from '../../../../shared/api/layouts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { checkedLayoutDocument } from './checked-layout-document.js';
import { layoutThumbnailUrl } from '../../../domain/layout-summary.js';
import { saveLayout } from '../../../domain/save-layout.js';
import { AppError } from '../../../http/app-error.js';
import { layoutQuotaError } from '../../../http/layout-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { normaliseLayoutThumbnail } from '../../../images/normalise-layout-thumbnail.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutBodyLimit, layoutNotFound, LayoutIdParams } from './layout-route-support.js';
import { z } from 'zod';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const SaveEnvelope = SaveLayoutRequest.extend({ document: z.unknown() });

/**
 * PUT /api/layouts/:id: saves a new revision if the stored one is still `baseRevision` (or with
 * force). Everything is checked before anything is stored: a refused save stores nothing.
 */
export function registerSaveLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.put('/api/layouts/:id', { bodyLimit: layoutBodyLimit, config: layoutWriteRateLimit(ctx.config), schema: { params: LayoutIdParams, body: SaveEnvelope, response: { 200: SaveLayoutResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { body } = request;
    const document = checkedLayoutDocument(body.document);
    const thumbnail = body.thumbnail === undefined ? undefined : await normaliseLayoutThumbnail(body.thumbnail);
    const result = await saveLayout(ctx.db, ctx.blobs, {
      userId,
      layoutId,
      baseRevision: body.baseRevision,
      document,
      force: body.force === true,
      ...(thumbnail === undefined ? {} : { thumbnail }),
      quota: ctx.config.layoutQuota,
    });
    switch (result.kind) {
      case 'saved': {
        const response: SaveLayoutResponse = { revision: result.revision, updatedAt: result.updatedAt.toISOString(), thumbnailUrl: layoutThumbnailUrl(layoutId, result.thumbnailKey) };
        return reply.send(response);
      }
      case 'conflict':
        throw new AppError(409, ErrorCodes.layoutRevisionConflict, apiMessage('layoutConflict'), result.details);
      case 'template-changed':
        throw new AppError(409, ErrorCodes.layoutTemplateChanged, apiMessage('layoutTemplateChanged'));
      case 'not-found':
        throw layoutNotFound();
      case 'layout-quota-count':
      case 'layout-quota-bytes':
        throw layoutQuotaError(result);
      default:
        return assertNever(result);
    }
  });
}
