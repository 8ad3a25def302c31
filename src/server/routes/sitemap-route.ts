import type { FastifyInstance } from 'fastify';
import { listSitemapPaths } from '../../shared/seo/public-pages.js';
import { escapeHtml } from '../idp/escape-html.js';

/** The sitemap protocol's XML: one <url> per page, absolute and escaped. */
export function renderSitemap(publicUrl: string): string {
  const urls = listSitemapPaths().map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** GET /sitemap.xml: the public pages everyone can see, at the origin the browser sees. */
export function registerSitemapRoute(app: FastifyInstance, publicUrl: string): void {
  const body = renderSitemap(publicUrl);
  app.get('/sitemap.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body));
}
