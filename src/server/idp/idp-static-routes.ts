import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

export interface IdpStaticRoutesOptions {
  /** Directory of the IdP's stylesheet and scripts (paths.ts: serverViewsDir). */
  dir: string;
}

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Serves the IdP's few static files at /idp/static/:file. They are read once at start-up into
 * memory, so a request can only ever name one of them (no path handling, no traversal), and
 * @fastify/static stays free for the SPA.
 */
export const idpStaticRoutes: FastifyPluginAsync<IdpStaticRoutesOptions> = async (scope, { dir }) => {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  for (const name of await readdir(dir)) {
    const contentType = contentTypes[path.extname(name)];
    if (contentType !== undefined) files.set(name, { body: await readFile(path.join(dir, name)), contentType });
  }

  scope.get<{ Params: { file: string } }>('/idp/static/:file', async (request, reply) => {
    const file = files.get(request.params.file);
    reply.header('x-content-type-options', 'nosniff');
    if (file === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    // Unversioned names: an hour of caching keeps a redeploy's CSS from lingering for long.
    return reply.header('cache-control', 'public, max-age=3600').type(file.contentType).send(file.body);
  });
};
