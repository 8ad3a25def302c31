import { BoothPackLinkResponse, BoothPackPullUrlResponse, PublishBoothPackQuery, UpdateBoothPackLinkRequest } from '../../../../shared/api/booth-packs.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import type { BoothPackContext } from '../../../booth-packs/booth-pack-context.js';
import { buildLayoutBoothPack, readPackLayout } from '../../../booth-packs/build-layout-booth-pack.js';
import { downloadRefusals } from '../../../domain/get-download-status.js';
import { judgeLayoutDownload } from '../../../domain/judge-layout-download.js';
import { getBoothPackLink } from '../../../domain/get-booth-pack-link.js';
import { publishBoothPack } from '../../../domain/publish-booth-pack.js';
import { reserveBoothPackUrl } from '../../../domain/reserve-booth-pack-url.js';
import { revokeBoothPackLink } from '../../../domain/revoke-booth-pack-link.js';
import { updateBoothPackExpiry } from '../../../domain/update-booth-pack-expiry.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { storageQuotaError } from '../../../http/storage-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { connectionClosedSignal } from '../../../http/connection-closed-signal.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import { renderRequestBodyLimit } from '../../../../shared/api/layout-downloads.js';
import { BoothPackBody, LayoutIdParams, layoutNotFound } from '../layouts/layout-route-support.js';
import { readBoothPackExpiry, requireLiveLayout } from './booth-pack-route-support.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const path = '/api/layouts/:id/booth-pack';

function notAllowed(reason: string): AppError {
  return new AppError(403, ErrorCodes.planRequired, apiMessage('boothPackNotAllowed'), { reason });
}

/**
 * The owner's side of a layout's pull URL (Sync): read it, publish a pack (built by the server
 * from the stored revision), change its expiry, revoke it. Each answers a visitor 401
 * and another operator's layout 404.
 */
export function registerBoothPackRoutes(app: ZodScope, ctx: BoothPackContext): void {
  const readLink = async (userId: string, layoutId: string) => {
    const link = await getBoothPackLink(ctx.db, { userId, layoutId, publicUrl: ctx.config.publicUrl, now: ctx.now() });
    if (link === undefined) throw layoutNotFound();
    return BoothPackLinkResponse.parse({ link });
  };

  const params = { params: LayoutIdParams };

  app.get(path, { schema: { ...params, response: { 200: BoothPackLinkResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    return reply.header('Cache-Control', 'private, no-store').send(await readLink(userId, request.params.id));
  });

  // The pack is built here from the stored revision (buildLayoutBoothPack), carrying its pull
  // URL; the editor sends no zip. Refused before anything is drawn unless the operator may have it.
  const publishSchema = { params: LayoutIdParams, querystring: PublishBoothPackQuery, body: BoothPackBody, response: { 201: BoothPackLinkResponse } };
  app.put(path, { bodyLimit: renderRequestBodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), schema: publishSchema }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { query, body } = request;
    const layout = await readPackLayout(ctx, userId, layoutId, body.revision);
    const now = ctx.now();
    const expiresAt = readBoothPackExpiry(query.expiresAt, now);
    const verdict = await judgeLayoutDownload(ctx.db, userId, layout.document.template.path);
    if (verdict.kind === 'watermarked' || verdict.kind === 'refused') throw notAllowed(verdict.kind === 'refused' ? verdict.reason : downloadRefusals.noPass);
    const pullUrl = await reserveBoothPackUrl(ctx.db, { userId, layoutId, publicUrl: ctx.config.publicUrl });
    const bytes = Buffer.from(await buildLayoutBoothPack(ctx, userId, layout, body, { pullUrl, signal: connectionClosedSignal(reply), owner: userId }));
    const published = await publishBoothPack(ctx.db, ctx.blobs, { userId, layoutId, bytes, expiresAt, publicUrl: ctx.config.publicUrl, now }, ctx.config.uploads);
    if (published.kind === 'not-found') throw new AppError(404, ErrorCodes.notFound, apiMessage('layoutNotFound'));
    if (published.kind === 'refused') throw notAllowed(published.reason);
    if (published.kind !== 'published') throw storageQuotaError(published);
    return reply.status(201).header('Cache-Control', 'no-store').send(BoothPackLinkResponse.parse({ link: published.link }));
  });

  // The pull URL before the first publish, so the first pack carries it (README, pack.json).
  app.post(`${path}/pull-url`, { schema: { ...params, response: { 200: BoothPackPullUrlResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    await requireLiveLayout(ctx.db, userId, layoutId);
    const pullUrl = await reserveBoothPackUrl(ctx.db, { userId, layoutId, publicUrl: ctx.config.publicUrl });
    return reply.header('Cache-Control', 'no-store').send(BoothPackPullUrlResponse.parse({ pullUrl }));
  });

  // The body is read after the layout is known live: a gone layout answers 404 whatever was sent.
  app.patch(path, { schema: { ...params, response: { 200: BoothPackLinkResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    await requireLiveLayout(ctx.db, userId, layoutId);
    const body = parseWith(UpdateBoothPackLinkRequest, request.body);
    const expiresAt = readBoothPackExpiry(body.expiresAt, ctx.now()) ?? null;
    if (!(await updateBoothPackExpiry(ctx.db, { userId, layoutId, expiresAt }))) throw new AppError(404, ErrorCodes.notFound, apiMessage('boothPackNotPublished'));
    return reply.header('Cache-Control', 'no-store').send(await readLink(userId, layoutId));
  });

  app.delete(path, { schema: params }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    await requireLiveLayout(ctx.db, userId, layoutId);
    if (!(await revokeBoothPackLink(ctx.db, ctx.blobs, { userId, layoutId }))) throw new AppError(404, ErrorCodes.notFound, apiMessage('boothPackNotPublished'));
    return reply.status(204).send();
  });
}
