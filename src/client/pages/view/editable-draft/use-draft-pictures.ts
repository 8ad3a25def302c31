import { useEffect, useState } from 'react';
import type { DrawableImage } from '../../../../shared/layout/kinds/draw-environment.js';
import { modelOf } from '../../../../shared/layout/kinds/element-models.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { ensureFontFacesStylesheet } from '../../../fonts/load-font-faces.js';

export interface DraftPictures {
  template: DrawableImage | null;
  /** Each image and clip-art by its src; a picture that could not load is missing (a grey frame is drawn). */
  images: ReadonlyMap<string, DrawableImage>;
}

/** A font or picture that cannot load must not keep the client waiting. */
const loadTimeoutMs = 5000;

function loadPicture(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new window.Image();
    const timer = setTimeout(() => resolve(null), loadTimeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    image.src = src;
  });
}

async function loadFonts(families: readonly string[]): Promise<void> {
  await ensureFontFacesStylesheet();
  const loads = families.flatMap((family) => ['400', '700', 'italic 400', 'italic 700'].map((variant) => document.fonts.load(`${variant} 20px "${family}"`)));
  await Promise.race([Promise.allSettled(loads), new Promise((resolve) => setTimeout(resolve, loadTimeoutMs))]);
}

/**
 * Loads what the draft is drawn with: the template's display copy, the layout's pictures and the
 * faces of its texts (and Roboto, the 'BOZZA' mark's and the photo windows'). Null until ready.
 */
export function useDraftPictures(document: LayoutDocument, artworkUrl: string): DraftPictures | null {
  const [pictures, setPictures] = useState<DraftPictures | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const sources = [...new Set(document.elements.flatMap((element) => modelOf(element).sources(element)))];
    const families = [...new Set(['Roboto', ...document.elements.flatMap((element) => modelOf(element).fontFamilies(element))])];
    void Promise.all([loadPicture(artworkUrl), Promise.all(sources.map(async (src) => [src, await loadPicture(src)] as const)), loadFonts(families)]).then(([template, loaded]) => {
      if (!isCurrent) return;
      const images = new Map<string, DrawableImage>();
      for (const [src, image] of loaded) if (image !== null) images.set(src, image);
      setPictures({ template, images });
    });
    return () => {
      isCurrent = false;
    };
  }, [document, artworkUrl]);
  return pictures;
}
