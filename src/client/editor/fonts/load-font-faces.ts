/** Our self-hosted @font-face rules (generated from @fontsource by `npm run assets`). */
export const fontFacesHref = '/assets/fonts/fonts.css';

const variants = ['400', '700', 'italic 400', 'italic 700'] as const;
/** A font that cannot load must not keep the editor waiting for ever. */
const loadTimeoutMs = 4000;

/** Adds the stylesheet once per page; its @font-face rules load nothing until a face is used. */
export function ensureFontFacesStylesheet(doc: Document = document): void {
  if (doc.querySelector(`link[href="${fontFacesHref}"]`) !== null) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontFacesHref;
  doc.head.appendChild(link);
}

/**
 * Resolves once the families' faces are loaded (or failed, or timed out): the canvas draws text
 * only after this, so it never measures or paints in a fallback face. Failures are only logged.
 */
export async function loadFontFaces(families: readonly string[], fonts: FontFaceSet = document.fonts): Promise<void> {
  const unique = [...new Set(families)];
  const loads = unique.flatMap((family) => variants.map((variant) => fonts.load(`${variant} 20px "${family}"`)));
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), loadTimeoutMs));
  const result = await Promise.race([Promise.allSettled(loads), timeout]);
  if (result === 'timeout') console.error(`fonts still loading after ${loadTimeoutMs} ms: ${unique.join(', ')}`);
}
