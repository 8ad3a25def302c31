import { randomBytes } from 'node:crypto';
import { layoutImageRoutePrefix } from '../../shared/api/layouts.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { modelOf } from '../../shared/layout/kinds/element-models.js';

/** The file name at the end of a layout-image URL we made: 128 random bits in hex and an extension. */
export const layoutImageNamePattern = /^[a-f0-9]{32}\.(?:jpg|png|webp)$/;

/**
 * A fresh name for an uploaded image. Hex, not base64url: a blob key's segments must start
 * with a letter or digit (isSafeBlobKey), and base64url may start with '-' or '_'.
 */
export function newLayoutImageName(extension: 'jpg' | 'png' | 'webp'): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** The blob key of a layout image of `userId`: each operator's images live under their own prefix. */
export function layoutImageKey(userId: string, name: string): string {
  return `layout-images/${userId}/${name}`;
}

/**
 * The names of the uploaded images (URLs under /api/layout-images/) a document shows. Anything
 * else (data URLs of older autosaves, clip-art assets) is not an upload and is not counted.
 */
export function listLayoutImageNames(document: LayoutDocument): string[] {
  const names = new Set<string>();
  for (const element of document.elements) {
    for (const source of modelOf(element).sources(element)) {
      const name = imageNameOf(source);
      if (name !== null) names.add(name);
    }
  }
  return [...names];
}

function imageNameOf(src: string): string | null {
  if (!src.startsWith(layoutImageRoutePrefix)) return null;
  const name = src.slice(layoutImageRoutePrefix.length).split(/[?#]/)[0] ?? '';
  return layoutImageNamePattern.test(name) ? name : null;
}
