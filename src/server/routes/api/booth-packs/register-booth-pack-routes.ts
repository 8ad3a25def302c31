import type { FastifyInstance } from 'fastify';
import { BoothPackLinkResponse, BoothPackPullUrlResponse, maxBoothPackBytes, PublishBoothPackQuery, UpdateBoothPackLinkRequest } from '../../../../shared/api/booth-packs.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import type { BoothPackContext } from '../../../booth-packs/booth-pack-context.js';
import { checkBoothPackZip } from '../../../booth-packs/check-booth-pack-zip.js';
import { getBoothPackLink } from '../../../domain/get-booth-pack-link.js';
import { publishBoothPack } from '../../../domain/publish-booth-pack.js';
import { reserveBoothPackUrl } from '../../../domain/reserve-booth-pack-url.js';
import { revokeBoothPackLink } from '../../../domain/revoke-booth-pack-link.js';
import { updateBoothPackExpiry } from '../../../domain/update-booth-pack-expiry.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import { layoutNotFound, readLayoutId } from '../layouts/layout-route-support.js';
import { readBoothPackExpiry, requireLiveLayout } from './booth-pack-route-support.js';

const path = '/api/layouts/:id/booth-pack';

/**
 * The owner's side of a layout's pull URL (Sync): read it, publish a pack (the zip
 * itself is the body: application/zip), change its expiry, revoke it. Each answers a visitor 401
 * and another operator's layout 404.
 */
export async function registerBoothPackRoutes(app: FastifyInstance, ctx: BoothPackContext): Promise<void> {
  const readLink = async (userId: string, layoutId: string) => {
    const link = await getBoothPackLink(ctx.db, { userId, layoutId, publicUrl: ctx.config.publicUrl, now: ctx.now() });
    if (link === undefined) throw layoutNotFound();
    return BoothPackLinkResponse.parse({ link });
  };

  app.get(path, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    return reply.header('Cache-Control', 'private, no-store').send(await readLink(userId, readLayoutId(request.params)));
  });

  // The zip arrives as raw bytes; in this scope any body is read as bytes (JSON included), so a
  // visitor still meets 401 and a wrong body the precise 400 rather than a parser's refusal.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBoothPackBytes }, (_request, body, done) => done(null, body));
    scope.put(path, { bodyLimit: maxBoothPackBytes, config: draftRateLimit(ctx.config, ctx.resolver), ...ctx.uploadGate.routeHooks() }, async (request, reply) => {
      const userId = signedInOperator(request).userId;
      const layoutId = readLayoutId(request.params);
      await requireLiveLayout(ctx.db, userId, layoutId);
      const query = parseWith(PublishBoothPackQuery, request.query);
      const now = ctx.now();
      const expiresAt = readBoothPackExpiry(query.expiresAt, now);
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, ErrorCodes.boothPackInvalid, 'Il pacchetto per la cabina non è un file zip valido.');
      checkBoothPackZip(request.body);
      const published = await publishBoothPack(ctx.db, ctx.blobs, { userId, layoutId, bytes: request.body, expiresAt, publicUrl: ctx.config.publicUrl, now }, ctx.config.uploads);
      if (published.kind === 'not-found') throw new AppError(404, ErrorCodes.notFound, 'Layout non trovato.');
      if (published.kind === 'refused') {
        throw new AppError(403, ErrorCodes.planRequired, 'Pubblicare per la cabina richiede il piano annuale o un pass attivo per questo template.', { reason: published.reason });
      }
      return reply.status(201).header('Cache-Control', 'no-store').send(BoothPackLinkResponse.parse({ link: published.link }));
    });
  });

  // The pull URL before the first publish, so the first pack carries it (README, pack.json).
  app.post(`${path}/pull-url`, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    await requireLiveLayout(ctx.db, userId, layoutId);
    const pullUrl = await reserveBoothPackUrl(ctx.db, { userId, layoutId, publicUrl: ctx.config.publicUrl });
    return reply.header('Cache-Control', 'no-store').send(BoothPackPullUrlResponse.parse({ pullUrl }));
  });

  app.patch(path, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    await requireLiveLayout(ctx.db, userId, layoutId);
    const body = parseWith(UpdateBoothPackLinkRequest, request.body);
    const expiresAt = readBoothPackExpiry(body.expiresAt, ctx.now()) ?? null;
    if (!(await updateBoothPackExpiry(ctx.db, { userId, layoutId, expiresAt }))) throw new AppError(404, ErrorCodes.notFound, 'Questo layout non è pubblicato.');
    return reply.header('Cache-Control', 'no-store').send(await readLink(userId, layoutId));
  });

  app.delete(path, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    await requireLiveLayout(ctx.db, userId, layoutId);
    if (!(await revokeBoothPackLink(ctx.db, ctx.blobs, { userId, layoutId }))) throw new AppError(404, ErrorCodes.notFound, 'Questo layout non è pubblicato.');
    return reply.status(204).send();
  });
}
