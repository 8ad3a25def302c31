import type { FastifyInstance } from 'fastify';
import type { BoothPackContext } from '../booth-packs/booth-pack-context.js';
import { registerTemplateOriginalRoute, type TemplateOriginalContext } from './artwork/template-original-route.js';
import { registerPullBoothPackRoute } from './pack/pull-booth-pack-route.js';
import { registerRobotsRoute } from './robots-route.js';
import { registerSitemapRoute } from './sitemap-route.js';
import { registerTemplatesJsonRoute } from './templates-json-route.js';

export interface SiteFilesContext {
  publicUrl: string;
  clientDir: string;
  originals: TemplateOriginalContext;
  boothPacks: BoothPackContext;
}

/**
 * The files the site serves outside /api: robots.txt and the sitemap for crawlers, the template
 * list, the print-resolution originals (to entitled operators only) and the booth packs' pull URLs.
 */
export function registerSiteFilesArea(app: FastifyInstance, ctx: SiteFilesContext): void {
  registerRobotsRoute(app, ctx.publicUrl);
  registerSitemapRoute(app, ctx.publicUrl);
  registerTemplatesJsonRoute(app, ctx.clientDir);
  registerTemplateOriginalRoute(app, ctx.originals);
  registerPullBoothPackRoute(app, ctx.boothPacks);
}
