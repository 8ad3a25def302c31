import type { FastifyReply } from 'fastify';

export interface StoredImageResponse {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** The server's own name for the file (from its key); anything outside [A-Za-z0-9._-] is dropped. */
  fileName: string;
  cacheControl: string;
  bytes: Buffer;
}

/**
 * Sends an image we encoded ourselves, the same way from every route: nosniff keeps it an image,
 * a sandboxing CSP makes it inert even if opened as a document, and Content-Disposition names it
 * with our key's name, never the uploader's, so no markup, quote or path can reach the header.
 */
export function sendStoredImage(reply: FastifyReply, image: StoredImageResponse): FastifyReply {
  const safeName = image.fileName.replace(/[^A-Za-z0-9._-]/g, '').slice(-120) || 'image';
  return reply
    .type(image.contentType)
    .header('Cache-Control', image.cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Content-Disposition', `inline; filename="${safeName}"`)
    .send(image.bytes);
}
