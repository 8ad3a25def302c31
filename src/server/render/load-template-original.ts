import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import type { BlobStore } from '../storage/blob-store.js';

/**
 * The print-resolution original of a layout's template, the one place that knows where
 * originals live: a built-in one is the file the asset generator wrote into the client build
 * (/assets/templates/{theme}/{format}/{name}); an operator's upload is in the blob store, under
 * the key its URL names. Null when there is no such file.
 */
export async function loadTemplateOriginal(source: { clientDir: string; blobs: BlobStore }, templatePath: string): Promise<Buffer | null> {
  if (templatePath.startsWith(templatesPrefix)) {
    let relative: string;
    try {
      relative = decodeURIComponent(templatePath.split(/[?#]/)[0] ?? '');
    } catch {
      return null;
    }
    const root = path.join(source.clientDir, 'assets', 'templates');
    const file = path.join(source.clientDir, relative);
    if (!file.startsWith(root + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
  const key = customTemplateKeyFromUrl(templatePath);
  if (key === null) return null;
  return (await source.blobs.get(key))?.bytes ?? null;
}
