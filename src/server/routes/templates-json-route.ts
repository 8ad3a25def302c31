import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheControlFor } from '../plugins/spa-static.js';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * GET /assets/templates.json, the catalogue every page of the selection flow reads: from memory,
 * compressed once at start (brotli at full quality, gzip) instead of a file stream and a
 * compression stream per request, with an ETag so a revalidation is a 304. A new build comes
 * with a restart, as for index.html. Without the file the static files plugin answers as before.
 */
export function registerTemplatesJsonRoute(app: FastifyInstance, clientDir: string): void {
  const file = path.join(clientDir, 'assets', 'templates.json');
  if (!existsSync(file)) return;
  const identity = readFileSync(file);
  const bodies: Record<Encoding, Buffer> = {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  app.get('/assets/templates.json', async (request, reply) => {
    void reply.header('Cache-Control', cacheControlFor(file)).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const encoding = pickEncoding(request);
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(bodies[encoding]);
  });
}

/** The best encoding the client accepts (q > 0): brotli, then gzip, else none. */
function pickEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return 'identity';
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
