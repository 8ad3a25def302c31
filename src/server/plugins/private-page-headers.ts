import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The client's draft page (/view/{operator}/{draft}) and the draft image carry the draft's
 * secret id in their URL: no referrer may take it to another site (the messaging-app button,
 * an image host), and no search engine may list it. Set on send, so the SPA's index.html, the
 * PNG and their errors all get it, and it overrides helmet's site-wide referrer policy.
 */
export function registerPrivatePageHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivatePage(request)) reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
    return payload;
  });
}

export function isPrivatePage(request: FastifyRequest): boolean {
  if (request.routeOptions.url === '/api/get-draft') return true;
  const rawPath = request.url.split('?')[0] ?? '';
  let pathname = rawPath;
  try {
    // The SPA's router decodes the path, so /%76iew/… is the same page.
    pathname = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape is not a route of ours either way; judge it as sent.
  }
  return pathname.startsWith('/view/') || pathname === '/api/get-draft';
}
