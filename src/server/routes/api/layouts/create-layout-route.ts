import { z } from 'zod';
import { LayoutId, LayoutName, LayoutRecord } from '../../../../shared/api/layouts.js';
import { customTemplateKeyFromUrl } from '../../../../shared/api/custom-templates.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { customTemplateOwner } from '../../../domain/template-entitlement.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { checkedLayoutDocument } from './checked-layout-document.js';
import { createLayout, type NewLayoutSource } from '../../../domain/create-layout.js';
import { AppError } from '../../../http/app-error.js';
import { layoutQuotaError } from '../../../http/layout-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { drawFirstThumbnail } from '../../../render/draw-first-thumbnail.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutBodyLimit } from './layout-route-support.js';
import { renderSourcesOf } from '../../../render/gather-render-job.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** CreateLayoutRequest with the document left unchecked, so its own checks answer with their own codes. */
const CreateEnvelope = z.object({
  name: LayoutName.optional(),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('template'), document: z.unknown() }),
    z.object({ kind: z.literal('request'), requestId: z.string().min(1).max(100), document: z.unknown() }),
    z.object({ kind: z.literal('copy'), layoutId: LayoutId }),
  ]),
});

/** POST /api/layouts → 201 LayoutRecord: from a template, from a client request, or as a copy. */
export function registerCreateLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/layouts', { bodyLimit: layoutBodyLimit, config: layoutWriteRateLimit(ctx.config), schema: { body: CreateEnvelope, response: { 201: LayoutRecord } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const source = toSource(body.source);
    if (source.kind !== 'copy') assertOwnTemplate(source.document, userId);
    const created = await createLayout(ctx.db, ctx.blobs, { userId, ...(body.name === undefined ? {} : { name: body.name }), source, quota: ctx.config.layoutQuota });
    if (created.kind === 'not-found') {
      throw new AppError(404, ErrorCodes.notFound, apiMessage(source.kind === 'copy' ? 'layoutNotFound' : 'requestNotFound'));
    }
    if (created.kind !== 'created') throw layoutQuotaError(created);
    const withThumbnail = await drawFirstThumbnail({ ...renderSourcesOf(ctx), pool: ctx.renderPool }, userId, created.record);
    return reply.status(201).send(withThumbnail);
  });
}

function toSource(source: z.infer<typeof CreateEnvelope>['source']): NewLayoutSource {
  switch (source.kind) {
    case 'template':
      return { kind: 'template', document: checkedLayoutDocument(source.document) };
    case 'request':
      return { kind: 'request', requestId: source.requestId, document: checkedLayoutDocument(source.document) };
    case 'copy':
      return source;
    default:
      return assertNever(source);
  }
}

/**
 * An uploaded template is its owner's alone: a layout naming another operator's would draw a
 * blank page (its file is never served to anyone else), so it is refused instead of stored.
 */
function assertOwnTemplate(document: LayoutDocument, userId: string): void {
  const key = customTemplateKeyFromUrl(document.template.path);
  if (key === null || customTemplateOwner(key) === userId) return;
  throw new AppError(400, ErrorCodes.layoutInvalid, apiMessage('layoutInvalid'), { reason: 'invalid-document', issues: [{ path: 'template.path', message: "another operator's template" }] });
}
