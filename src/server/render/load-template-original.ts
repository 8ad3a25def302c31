import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import { relativeOriginalPath } from '../catalog/template-original-file.js';
import type { BlobStore } from '../storage/blob-store.js';

/**
 * The print-resolution original of a layout's template: a built-in one is the file the asset
 * generator wrote outside the public files (`originalsDir`, see TemplateOriginalFiles for the
 * path rule); an operator's upload is in the blob store, under the key its URL names. Null when
 * there is no such file.
 */
export async function loadTemplateOriginal(source: { originalsDir: string; blobs: BlobStore }, templatePath: string): Promise<Buffer | null> {
  if (templatePath.startsWith(templatesPrefix)) {
    const relative = relativeOriginalPath(templatePath);
    if (relative === null) return null;
    return readFile(path.join(source.originalsDir, ...relative)).catch(() => null);
  }
  const key = customTemplateKeyFromUrl(templatePath);
  if (key === null) return null;
  return (await source.blobs.get(key))?.bytes ?? null;
}
