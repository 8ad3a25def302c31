import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses text answers (the SPA's HTML, scripts and styles, JSON, SVG) for clients that ask:
 * the first load of the app is mostly JavaScript, about three times smaller compressed. Images
 * (PNG drafts and templates, JPEG, WebP) are already compressed and go out as they are, by
 * content type. Bodies under 1 KB are not worth it. Request bodies are never inflated: a small
 * compressed upload could otherwise grow past the body limit the routes count on.
 * Registered before the routes: it hooks each route as it is added. Brotli at quality 4, not
 * zlib's default 11: every answer is compressed as it goes out, and 11 costs about a millisecond
 * per 10 KB (templates.json served 750 requests a second on 2 cores) for a few percent of size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
