import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { isApiRequest, sendError } from './error-handling.js';

/** Vite names built files name-HASH.ext; those never change, so they may be cached for a year. */
const hashedFileName = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html') return 'no-cache';
  if (hashedFileName.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300, must-revalidate';
}

/**
 * Serves the built SPA: files as they are, and index.html for any other GET that a browser
 * navigates to, so client routes survive a reload. Unknown /api routes get a JSON 404.
 */
export async function registerSpaStatic(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(clientDir, 'index.html'));
  if (!hasBuild) app.log.warn({ clientDir }, 'no built client found: run `npm run build`');
  else {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // Our setHeaders decides: the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
    app.get('/', (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => onNotFound(request, reply, hasBuild));
}

function onNotFound(request: FastifyRequest, reply: FastifyReply, hasBuild: boolean): FastifyReply {
  if (isApiRequest(request) || !isPageNavigation(request) || !hasBuild) {
    return sendError(reply, 404, ErrorCodes.notFound, 'Risorsa non trovata.');
  }
  return sendIndex(reply);
}

function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url.startsWith('/assets/') || url.startsWith('/auth/') || url.startsWith('/idp/')) return false;
  // A missing file (favicon.png) is a 404, not the app, unless a browser navigates to it.
  const pathname = url.split('?')[0] ?? '';
  return path.extname(pathname) === '' || (request.headers.accept ?? '').includes('text/html');
}
