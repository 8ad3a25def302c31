import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeoPageKey } from '../../shared/seo/public-pages.js';
import { escapeHtml } from '../idp/escape-html.js';

/**
 * The module of each lazily loaded public page, as routes.tsx imports it (paths from the Vite
 * root, src/client). The landing page is in the app's chunk (main.tsx).
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

/** The app's module (main.tsx), which boot.ts imports: React, the router, the landing page and the shell. */
export const appModule = 'main.tsx';

/** What the HTML of one page names in its <head>, by how the page is rendered. */
export interface PageAssets {
  /** Browser-rendered: fetch the app, the page's chunk, what they import and their styles at once. */
  preloads: string;
  /** Server-rendered: the page's styles, applied before the first paint; no script fetched early. */
  stylesheets: string;
  /**
   * Server-rendered: the app's and the page's scripts, which boot.ts fetches and evaluates once the
   * page has loaded, each after the scripts it imports (so each evaluation is a step of its own).
   */
  modules: string[];
}

/**
 * For each public page (and `app`, any other page), the <link> tags of its assets. Without them
 * the browser learns of the app only once boot.ts has run and of the page's chunk once the app
 * has, one more round trip each before the page can draw (Lighthouse's "network dependency
 * tree"). Files the template already names are left out. Empty without a manifest (tests, dev).
 */
export function readPagePreloads(clientDir: string, template: string): Partial<Record<SeoPageKey | 'app', PageAssets>> {
  const file = path.join(clientDir, manifestPath);
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const assets: Partial<Record<SeoPageKey | 'app', PageAssets>> = {};
  const modules: [SeoPageKey | 'app', string[]][] = [
    ['app', [appModule]],
    ['landing', [appModule]],
    ...(Object.entries(pageModules) as [SeoPageKey, string][]).map(([key, source]): [SeoPageKey, string[]] => [key, [appModule, source]]),
  ];
  const isNew = (f: string) => !template.includes(`/${f}"`);
  for (const [key, sources] of modules) {
    if (sources.some((source) => manifest[source] === undefined)) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    /** The same scripts, each after the ones it imports: the order boot.ts evaluates them in. */
    const dependenciesFirst: string[] = [];
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (chunk === undefined || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
      dependenciesFirst.push(chunk.file);
    };
    // The page's own chunk first: it is what the visitor came for.
    for (const source of [...sources].reverse()) visit(source);
    const newScripts = [...scripts].filter(isNew);
    const newStyles = [...styles].filter(isNew);
    assets[key] = {
      preloads: [
        ...newScripts.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
        // Fetched, not applied: the chunks add their stylesheets when they run, from the cache.
        ...newStyles.map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(f)}">`),
      ].join('\n    '),
      // In cascade order, the app's (theme, base) before the page's.
      stylesheets: [...newStyles].reverse().map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`).join('\n    '),
      modules: dependenciesFirst.filter(isNew).map((f) => `/${f}`),
    };
  }
  return assets;
}
