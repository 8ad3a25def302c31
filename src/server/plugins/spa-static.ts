import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { languageFromCookieHeader } from '../../shared/i18n/language.js';
import { matchPublicPage } from '../../shared/seo/public-pages.js';
import type { RenderPage } from '../../shared/ssr/boot-state.js';
import { serverRenderedPages } from '../../shared/ssr/server-rendered-pages.js';
import { insertHeadTags, insertPreloads, renderHeadTags } from '../seo/page-head.js';
import { type PageAssets, readPagePreloads } from '../seo/page-preloads.js';
import { type BusinessNameLookup, resolvePageHead } from '../seo/resolve-page-head.js';
import { loadPageRenderer } from '../ssr/load-page-renderer.js';
import { type BootStateSources, resolveBootState } from '../ssr/render-boot-state.js';
import { insertRenderedPage } from '../ssr/insert-rendered-page.js';
import { isApiRequest, sendError } from './error-handling.js';
import { redactUrl } from '../http/redact-url.js';
import { apiMessage } from '../../shared/api/api-messages.js';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html') return 'no-cache';
  if (isHashedFileName(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300, must-revalidate';
}

/**
 * Vite names built files name-HASH.ext (a hash of 8 or more URL-safe characters); those never
 * change, so they may be cached for a year. Checked by hand in one pass, as /-[…]{8,}\.[a-z0-9]+$/
 * would be quadratic on a long name.
 */
function isHashedFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot === -1 || !/^[a-z0-9]+$/.test(name.slice(dot + 1))) return false;
  let start = dot;
  while (start > 0 && /[A-Za-z0-9_-]/.test(name[start - 1] ?? '')) start -= 1;
  const dash = name.indexOf('-', start);
  return dash !== -1 && dash < dot && dot - dash - 1 >= 8;
}

/** What index.html needs to name each public page (titles, descriptions, previews). */
export interface PageHeadOptions {
  publicUrl: string;
  lookupBusinessName: BusinessNameLookup;
  /** With them, and a built renderer (dist/ssr), the public pages are rendered on the server. */
  bootStateSources?: BootStateSources;
}

/**
 * Serves the built SPA: files as they are, and index.html for any other GET that a browser
 * navigates to, so client routes survive a reload. Unknown /api routes get a JSON 404. With
 * pageHead, index.html carries each public page's title, description and Open Graph tags:
 * crawlers and link previews run no script.
 */
export async function registerSpaStatic(app: FastifyInstance, clientDir: string, pageHead?: PageHeadOptions): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  // Read once: a new build comes with a restart.
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : '';
  const preloads = hasBuild ? readPagePreloads(clientDir, template) : {};
  const renderPage = hasBuild && pageHead?.bootStateSources !== undefined ? await loadPageRenderer(clientDir) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, { template, preloads, pageHead, renderPage });
  if (!hasBuild) app.log.warn({ clientDir }, 'no built client found: run `npm run build`');
  else {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build's manifest is for the server (page preloads), not for the world.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      // Our setHeaders decides: the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
    app.get('/', sendIndex);
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || !isPageNavigation(request) || !hasBuild) {
      return sendError(reply, 404, ErrorCodes.notFound, apiMessage('notFound'));
    }
    return sendIndex(request, reply);
  });
}

interface IndexPage {
  template: string;
  preloads: Partial<Record<string, PageAssets>>;
  pageHead: PageHeadOptions | undefined;
  renderPage: RenderPage | undefined;
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, { template, preloads, pageHead, renderPage }: IndexPage): Promise<FastifyReply> {
  const pathname = request.url.split('?')[0] ?? '/';
  // The language the visitor chose in the app (its cookie), as the app itself will show.
  const language = languageFromCookieHeader(request.headers.cookie);
  let html = template;
  if (pageHead !== undefined) {
    const head = await resolvePageHead(pathname, pageHead.publicUrl, pageHead.lookupBusinessName, language);
    html = insertHeadTags(html, renderHeadTags(head)).replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`);
    reply.header('Vary', 'Cookie');
  }
  const page = matchPublicPage(pathname);
  const assets = preloads[page?.key ?? 'app'];
  const sources = pageHead?.bootStateSources;
  if (page !== undefined && serverRenderedPages.has(page.key) && renderPage !== undefined && sources !== undefined) {
    try {
      const state = await resolveBootState(request, page, language, sources);
      const rendered = insertRenderedPage(html, await renderPage({ url: request.url, state }), state, assets?.modules ?? []);
      // The HTML now carries the session's account: never for a shared cache.
      return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(insertPreloads(rendered, assets?.stylesheets ?? ''));
    } catch (error) {
      // The page still works, rendered in the browser alone.
      request.log.error({ err: error, url: redactUrl(request.url) }, 'server rendering failed');
    }
  }
  if (assets !== undefined && assets.preloads !== '') html = insertPreloads(html, assets.preloads);
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url.startsWith('/assets/') || url.startsWith('/auth/') || url.startsWith('/idp/')) return false;
  // A missing file (favicon.png) is a 404, not the app, unless a browser navigates to it.
  const pathname = url.split('?')[0] ?? '';
  return path.extname(pathname) === '' || (request.headers.accept ?? '').includes('text/html');
}
