import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import { listSitemapPaths } from '../../shared/seo/public-pages.js';
import { seoTextsEn } from '../../shared/seo/seo-texts.en.js';
import { seoTextsIt } from '../../shared/seo/seo-texts.it.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng, toPngDataUrl } from '../test-support/test-png.js';

let t: TestApp;
let operator: TestOperator;
let draftId: string;
const businessName = 'Foto "Bianchi" <Studio> & Co';

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

/** The content of the <meta> whose name or property is `key`, unescaped the way a parser would. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApp();
  operator = await TestOperator.signUp(t.app);
  const saved = await operator.post('/api/update-user-metadata', { businessName, logoUrl: '', contactEmail: 'studio@example.test', contactPhone: '', secondaryEmail: '' });
  expect(saved.statusCode).toBe(200);
  draftId = createDraftId('/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', new Date(), randomBytes(16));
  const created = await operator.post('/api/create-draft', { image: toPngDataUrl(await createTestPng(300, 200)), draftId });
  expect(created.statusCode).toBe(201);
  // A script big enough to be worth compressing, as the build's are.
  await writeFile(path.join(t.config.clientDir, 'assets', 'editor-page-AbCdEf12.js'), `export const x = ${JSON.stringify('a'.repeat(20_000))};`);
});
afterAll(async () => {
  await t.close();
});

describe('the HTML of each public page names it for crawlers and link previews', () => {
  it('gives every public page its own title, description, canonical URL and Open Graph tags', async () => {
    for (const [url, key] of [
      ['/', 'landing'],
      ['/abbonamenti', 'abbonamenti'],
      ['/choose-theme', 'chooseTheme'],
      ['/choose-format/matrimonio', 'chooseFormat'],
      ['/choose-template/laurea/photostrip-verticale', 'chooseTemplate'],
      ['/privacy-policy?utm_source=x', 'privacyPolicy'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = response.body;
      const texts = seoTextsIt.pages[key];
      const canonical = `${t.config.publicUrl}${url.split('?')[0]}`;
      expect(titleOf(html), url).toBe(`${texts.title.replace(/'/g, '&#39;')} · Cornice`);
      expect(metaOf(html, 'description'), url).toBe(texts.description);
      expect(canonicalOf(html), url).toBe(canonical);
      expect(metaOf(html, 'og:title'), url).toBe(`${texts.title} · Cornice`);
      expect(metaOf(html, 'og:description'), url).toBe(texts.description);
      expect(metaOf(html, 'og:type'), url).toBe('website');
      expect(metaOf(html, 'og:url'), url).toBe(canonical);
      expect(metaOf(html, 'og:image'), url).toBe(`${t.config.publicUrl}/og-image.png`);
      expect(metaOf(html, 'og:locale'), url).toBe('it_IT');
      expect(metaOf(html, 'robots'), url).toBeUndefined();
      // One title and one description: the template's own are replaced, not repeated.
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html.match(/name="description"/g), url).toHaveLength(1);
      // No inline script: the CSP (script-src 'self') still holds.
      expect(html, url).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it('speaks the language the visitor chose in the app (its cookie); crawlers get Italian', async () => {
    const response = await page('/abbonamenti', { cookie: 'cornice_lang=en', 'accept-encoding': 'identity' });
    expect(titleOf(response.body)).toBe(`${seoTextsEn.pages.abbonamenti.title} · Cornice`);
    expect(metaOf(response.body, 'description')).toBe(seoTextsEn.pages.abbonamenti.description);
    expect(metaOf(response.body, 'og:locale')).toBe('en_GB');
    expect(response.body).toContain('<html lang="en"');
    expect(response.headers['vary']).toMatch(/cookie/i);
    const italian = (await page('/abbonamenti')).body;
    expect(metaOf(italian, 'og:locale')).toBe('it_IT');
    expect(italian).toContain('<html lang="it"');
  });

  it("titles a catalogue with the operator's business name, escaped", async () => {
    const html = (await page(`/catalogo/${encodeURIComponent(operator.userId)}`)).body;
    expect(titleOf(html)).toBe('Foto &quot;Bianchi&quot; &lt;Studio&gt; &amp; Co · Cornice');
    expect(metaOf(html, 'og:title')).toBe(`${businessName} · Cornice`);
    expect(metaOf(html, 'description')).toBe(seoTextsIt.namedCatalogue.description.replace('{{name}}', businessName));
    expect(html).not.toContain('<Studio>');
    expect(canonicalOf(html)).toBe(`${t.config.publicUrl}/catalogo/${encodeURIComponent(operator.userId)}`);
  });

  it('gives an unknown operator the generic catalogue title, not to be indexed', async () => {
    const html = (await page('/catalogo/nobody-here')).body;
    expect(titleOf(html)).toBe(`${seoTextsIt.pages.catalogo.title} · Cornice`);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(canonicalOf(html)).toBeUndefined();
  });

  it('keeps the client draft pages, unknown themes and the operator pages out of the index', async () => {
    for (const url of [`/view/${operator.userId}/${draftId}?client=Anna`, '/choose-format/natale', '/dashboard', '/editor/matrimonio/cartolina-verticale/x.png', '/no-such-page']) {
      const html = (await page(url)).body;
      expect(metaOf(html, 'robots'), url).toBe('noindex');
      expect(canonicalOf(html), url).toBeUndefined();
    }
    const view = (await page(`/view/${operator.userId}/${draftId}`)).body;
    expect(titleOf(view)).toBe(`${seoTextsIt.pages.view.title} · Cornice`);
  });

  it('escapes whatever the path carries', async () => {
    const html = (await page('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E')).body;
    expect(html).not.toContain('<script>alert');
    expect(metaOf(html, 'og:url')).toContain('%3Cscript%3E');
  });
});

it("keeps the build's manifest to the server", async () => {
  await mkdir(path.join(t.config.clientDir, '.vite'), { recursive: true });
  await writeFile(path.join(t.config.clientDir, '.vite', 'manifest.json'), '{}');
  const response = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
  expect(response.statusCode).toBe(404);
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages with absolute URLs, and robots.txt points to it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(listSitemapPaths().map((p) => `${t.config.publicUrl}${p}`));
    for (const p of ['/', '/abbonamenti', '/choose-theme', '/choose-format/matrimonio', '/choose-template/matrimonio/cartolina-verticale', '/cookie-policy']) {
      expect(locs).toContain(`${t.config.publicUrl}${p}`);
    }
    expect(locs.some((loc) => /\/(view|dashboard|editor|catalogo)\b/.test(loc ?? ''))).toBe(false);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`\nSitemap: ${t.config.publicUrl}/sitemap.xml\n`);
  });
});

describe('compression', () => {
  it('compresses scripts and pages for clients that ask, keeping their cache headers', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/editor-page-AbCdEf12.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(script.rawPayload).toString()).toContain('aaaa');

    const gzipped = await t.app.inject({ method: 'GET', url: '/assets/editor-page-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('aaaa');

    const html = await page('/abbonamenti', { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.headers['vary']).toMatch(/accept-encoding/i);
    expect(html.headers['vary']).toMatch(/cookie/i);
    expect(gunzipSync(html.rawPayload).toString()).toContain('<title>Abbonamenti · Cornice</title>');
  });

  it('sends everything as it is to clients that do not ask', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/editor-page-AbCdEf12.js' });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body).toContain('aaaa');
  });

  it('leaves images alone: the draft PNG goes out byte for byte', async () => {
    const draft = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${draftId}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-type']).toBe('image/png');
    expect(draft.headers['content-encoding']).toBeUndefined();
    expect(draft.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(Number(draft.headers['content-length'] ?? draft.rawPayload.length)).toBe(draft.rawPayload.length);
  });

  it('compresses JSON answers', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { 'accept-encoding': 'gzip', cookie: operator.browser.jar.header() } });
    expect(me.statusCode).toBe(200);
    const body = me.headers['content-encoding'] === 'gzip' ? gunzipSync(me.rawPayload).toString() : me.body;
    expect(JSON.parse(body)).toMatchObject({ user: { id: operator.userId } });
  });
});
