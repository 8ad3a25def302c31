import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoothPackToken } from '../../../shared/api/booth-packs.js';
import type { BoothPackContext } from '../../booth-packs/booth-pack-context.js';
import { findPulledBoothPack } from '../../domain/find-pulled-booth-pack.js';
import { publicGetRateLimit } from '../../plugins/rate-limit-configs.js';
import { matchesEtag } from './matches-etag.js';

/** Short answers a booth's curl prints as they are (no JSON, no page). */
const sendText = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(`${text}\n`);

const missing = (reply: FastifyReply) => sendText(reply, 404, 'Pacchetto non trovato. / Pack not found.');

/**
 * GET (and HEAD) /pack/<token>: the newest pack of a published layout; /pack/<token>/r/<n>: one
 * revision. No login and no cookie: the token is the key. The ETag is the zip's SHA-256, so a
 * booth's repeat pull with If-None-Match costs a 304 with no body; Cache-Control: no-cache makes
 * every cache ask again, since the same URL serves the next revision after a republish.
 */
export function registerPullBoothPackRoute(app: FastifyInstance, ctx: BoothPackContext): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply, token: string | undefined, revisionText: string | null) => {
    if (!BoothPackToken.safeParse(token).success || token === undefined) return missing(reply);
    const revision = revisionText === null ? null : /^[1-9]\d{0,8}$/.test(revisionText) ? Number(revisionText) : 0;
    if (revision === 0) return missing(reply);
    const pack = await findPulledBoothPack(ctx.db, { token, revision, now: ctx.now() });
    if (pack.kind === 'missing') return missing(reply);
    if (pack.kind === 'expired') return sendText(reply, 410, 'Questo link è scaduto. / This link has expired.');
    const etag = `"${pack.sha256}"`;
    void reply
      .header('ETag', etag)
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Cornice-Pack-Revision', String(pack.revision));
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const blob = await ctx.blobs.get(pack.blobKey);
    if (blob === null) return missing(reply);
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="cornice-pack-r${pack.revision}.zip"`)
      .send(blob.bytes);
  };
  const options = { config: publicGetRateLimit(ctx.config) };
  app.get<{ Params: { token: string } }>('/pack/:token', options, (request, reply) => serve(request, reply, request.params.token, null));
  app.get<{ Params: { token: string; revision: string } }>('/pack/:token/r/:revision', options, (request, reply) => serve(request, reply, request.params.token, request.params.revision));
  // Any other address under /pack (a token longer than the router takes, a path too deep) is the
  // booth's plain 404 too, never the app's page, which a booth would take for its pack.
  app.get('/pack/*', options, (_request, reply) => missing(reply));
}
