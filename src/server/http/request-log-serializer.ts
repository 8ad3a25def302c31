import type { FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

/** Fastify's own request serializer, with the URL's secrets hidden (redact-url.ts). */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
