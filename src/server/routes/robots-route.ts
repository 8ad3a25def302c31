import type { FastifyInstance } from 'fastify';

/**
 * What crawlers may read: the landing, plans, legal pages and public catalogues. The draft pages
 * (also sent `X-Robots-Tag: noindex`), the operator's own pages and the API are left out.
 */
export const robotsTxt = [
  'User-agent: *',
  'Disallow: /view/',
  'Disallow: /api/',
  'Disallow: /auth/',
  'Disallow: /idp/',
  'Disallow: /sandbox/',
  'Disallow: /dashboard',
  'Disallow: /editor/',
  'Disallow: /upload-template',
  'Disallow: /grazie',
  '',
].join('\n');

/** The rules and where the sitemap is: crawlers want it absolute. */
export function buildRobotsTxt(publicUrl: string): string {
  return `${robotsTxt}Sitemap: ${publicUrl}/sitemap.xml\n`;
}

/** GET /robots.txt, from the server so the client build need not ship one. */
export function registerRobotsRoute(app: FastifyInstance, publicUrl: string): void {
  const body = buildRobotsTxt(publicUrl);
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body));
}
