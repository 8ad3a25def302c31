import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeoPageKey } from '../../shared/seo/public-pages.js';
import { escapeHtml } from '../idp/escape-html.js';

/**
 * The module of each lazily loaded public page, as routes.tsx imports it (paths from the Vite
 * root, src/client). The landing page is in the entry chunk.
 */
export const pageModules: Readonly<Record<Exclude<SeoPageKey, 'landing'>, string>> = {
  abbonamenti: 'pages/abbonamenti/abbonamenti-page.tsx',
  layoutPersonalizzato: 'pages/layout-personalizzato/layout-personalizzato-page.tsx',
  chooseTheme: 'pages/choose-theme/choose-theme-page.tsx',
  chooseFormat: 'pages/choose-format/choose-format-page.tsx',
  chooseTemplate: 'pages/choose-template/choose-template-page.tsx',
  prova: 'pages/prova/prova-page.tsx',
  supporto: 'pages/supporto/supporto-page.tsx',
  guidaOperatore: 'pages/guida-operatore/guida-operatore-page.tsx',
  contatti: 'pages/contatti/contatti-page.tsx',
  terminiDiServizio: 'pages/termini-di-servizio/termini-di-servizio-page.tsx',
  privacyPolicy: 'pages/privacy-policy/privacy-policy-page.tsx',
  cookiePolicy: 'pages/cookie-policy/cookie-policy-page.tsx',
  catalogo: 'pages/catalogo/catalogo-page.tsx',
  view: 'pages/view/view-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes its manifest (build.manifest in vite.config.ts). */
export const manifestPath = '.vite/manifest.json';

/**
 * For each public page, the <link> tags that fetch its chunk, the chunks it imports and their
 * styles while the entry script loads: without them the browser learns of them only once the
 * entry has run, one more round trip before the page can draw (Lighthouse's "network dependency
 * tree"). Files the template already names are left out. Empty without a manifest (tests, dev).
 */
export function readPagePreloads(clientDir: string, template: string): Partial<Record<SeoPageKey, string>> {
  const file = path.join(clientDir, manifestPath);
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const preloads: Partial<Record<SeoPageKey, string>> = {};
  for (const [key, source] of Object.entries(pageModules) as [SeoPageKey, string][]) {
    if (manifest[source] === undefined) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (chunk === undefined || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const isNew = (file: string) => !template.includes(`/${file}"`);
    const tags = [
      ...[...scripts].filter(isNew).map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
      // Fetched, not applied: the page's chunk adds its stylesheet when it runs, from the cache.
      ...[...styles].filter(isNew).map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(f)}">`),
    ];
    preloads[key] = tags.join('\n    ');
  }
  return preloads;
}
