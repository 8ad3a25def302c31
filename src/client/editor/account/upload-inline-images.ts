import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/** Uploads one image (a data URL) and answers its URL on the server. */
export type ImageUploader = (dataUrl: string) => Promise<string>;

function isDataUrl(src: string): boolean {
  return src.startsWith('data:');
}

/**
 * Account layouts reference their images by URL, never as data URLs. A document from an older
 * local save may still hold some: each distinct one is uploaded once (the cache remembers it for
 * the session) and replaced by its URL. A document without any is returned as it is.
 */
export async function uploadInlineImages(document: LayoutDocument, upload: ImageUploader, cache: Map<string, Promise<string>>): Promise<LayoutDocument> {
  // Only uploaded images were ever saved as data URLs (clip-art is a built-in asset).
  const inline = document.elements.flatMap((element) => (element.type === 'image' && isDataUrl(element.src) ? [element.src] : []));
  if (inline.length === 0) return document;
  const urls = new Map<string, string>();
  for (const src of new Set(inline)) {
    let url = cache.get(src);
    if (url === undefined) {
      url = upload(src);
      cache.set(src, url);
      // A failed upload is tried again by the next save.
      url.catch(() => cache.delete(src));
    }
    urls.set(src, await url);
  }
  return {
    ...document,
    elements: document.elements.map((element) => (element.type === 'image' && urls.has(element.src) ? { ...element, src: urls.get(element.src) ?? element.src } : element)),
  };
}
