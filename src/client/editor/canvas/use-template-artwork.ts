import { templateArtworkUrl } from './template-artwork.js';
import { type LoadedImage, useLoadedImage } from './use-loaded-image.js';

/**
 * The template picture the editor draws: the print original when the session says the operator
 * is entitled to it, else the display copy. The server is the judge: when it refuses the
 * original (a pass that ran out meanwhile, a browser whose session answer was tampered with),
 * the editor goes on with the display copy instead of failing. `wantsOriginal` null: the session
 * is not known yet, so nothing loads.
 */
export function useTemplateArtwork(templatePath: string, wantsOriginal: boolean | null): { url: string | null; image: LoadedImage } {
  const first = wantsOriginal === null ? null : templateArtworkUrl(templatePath, wantsOriginal);
  const firstImage = useLoadedImage(first);
  const fallback = wantsOriginal === true && firstImage.status === 'failed' ? templateArtworkUrl(templatePath, false) : null;
  const fallbackImage = useLoadedImage(fallback);
  return fallback === null || fallback === first ? { url: first, image: firstImage } : { url: fallback, image: fallbackImage };
}
