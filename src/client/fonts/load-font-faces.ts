import { brandFonts } from '../editor/fonts/brand-fonts.js';

/** Our self-hosted @font-face rules (generated from @fontsource by `npm run assets`). */
export const fontFacesHref = '/assets/fonts/fonts.css';
/** The default text's face (Roboto 400, latin), preloaded as the editor chunk loads. */
export const defaultFontFileHref = '/assets/fonts/roboto/roboto-latin-400-normal.woff2';

const variants = ['400', '700', 'italic 400', 'italic 700'] as const;
/** A font that cannot load must not keep the editor waiting for ever. */
const loadTimeoutMs = 4000;

const stylesheets = new WeakMap<Document, Promise<void>>();

/**
 * Adds the stylesheet once per page and resolves once its rules are known: before that,
 * `document.fonts.load()` finds no face for the family and resolves at once, and the canvas
 * would draw in a fallback serif. Its @font-face rules load nothing until a face is used.
 */
export function ensureFontFacesStylesheet(doc: Document = document): Promise<void> {
  const known = stylesheets.get(doc);
  if (known !== undefined) return known;
  let link = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${fontFacesHref}"]`);
  const isLoaded = link?.sheet != null;
  if (link === null) {
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = fontFacesHref;
    doc.head.appendChild(link);
  }
  const element = link;
  const ready = isLoaded
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        element.addEventListener('load', () => resolve(), { once: true });
        // A stylesheet that fails leaves the fallback face: the editor must still open.
        element.addEventListener('error', () => resolve(), { once: true });
      });
  stylesheets.set(doc, ready);
  return ready;
}

/**
 * Starts loading the default face as soon as the editor's code is evaluated, before the editor
 * asks for it: a preload of the file (the browser reuses it for the @font-face) and the rules.
 */
export function preloadDefaultFont(doc: Document = document): void {
  if (doc.querySelector(`link[rel="preload"][href="${defaultFontFileHref}"]`) === null) {
    const preload = doc.createElement('link');
    preload.rel = 'preload';
    preload.as = 'font';
    preload.type = 'font/woff2';
    // Fonts are always fetched in CORS mode: without it the preload is not reused.
    preload.crossOrigin = 'anonymous';
    preload.href = defaultFontFileHref;
    doc.head.appendChild(preload);
  }
  void ensureFontFacesStylesheet(doc);
}

/**
 * Resolves once the families' faces are loaded (or failed, or timed out), after the stylesheet
 * that declares them: the canvas draws text only after this, so it never measures or paints in
 * a fallback face. Failures are only logged.
 */
export async function loadFontFaces(families: readonly string[], fonts: FontFaceSet = document.fonts, doc: Document = document): Promise<void> {
  const unique = [...new Set(families)];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), loadTimeoutMs);
  });
  // Brand fonts are FontFaces added by script, and a missing family gets Roboto's faces: both
  // must be in the set before it is asked to load them.
  const loaded = Promise.all([ensureFontFacesStylesheet(doc), brandFonts.prepare(unique)]).then(() => Promise.allSettled(unique.flatMap((family) => variants.map((variant) => fonts.load(`${variant} 20px "${family}"`)))));
  const result = await Promise.race([loaded, timeout]);
  clearTimeout(timer);
  if (result === 'timeout') console.error(`fonts still loading after ${loadTimeoutMs} ms: ${unique.join(', ')}`);
}
