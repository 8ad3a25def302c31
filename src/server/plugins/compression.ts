import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses text answers (the SPA's HTML, scripts and styles, JSON, SVG) for clients that ask:
 * the first load of the app is mostly JavaScript, about three times smaller compressed. Images
 * (PNG drafts and templates, JPEG, WebP) are already compressed and go out as they are, by
 * content type. Bodies under 1 KB are not worth it. Request bodies are never inflated: a small
 * compressed upload could otherwise grow past the body limit the routes count on.
 * Registered before the routes: it hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
}
