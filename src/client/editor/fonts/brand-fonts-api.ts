import { type BrandFont, ListBrandFontsResponse, maxBrandFontBytes, UploadBrandFontResponse } from '../../../shared/api/brand-fonts.js';
import { createApiError } from '../../api/api-error.js';
import { postJson } from '../../api/post-json.js';
import { requestJson } from '../../api/request-json.js';

/** GET /api/brand-fonts: the operator's own font faces. */
export async function fetchBrandFonts(): Promise<BrandFont[]> {
  return (await requestJson('/api/brand-fonts', ListBrandFontsResponse)).fonts;
}

/** A file too large to send: refused before reading it (the server refuses it too). */
export function isBrandFontTooLarge(file: Blob): boolean {
  return file.size > maxBrandFontBytes;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** POST /api/brand-fonts: the server reads the font (its type comes from the bytes, not the name). */
export async function uploadBrandFont(file: Blob): Promise<BrandFont> {
  return postJson('/api/brand-fonts', { file: await readAsDataUrl(file) }, UploadBrandFontResponse);
}

/** DELETE /api/brand-fonts/:id. */
export async function deleteBrandFont(id: string): Promise<void> {
  const response = await fetch(`/api/brand-fonts/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw createApiError(response.status, await response.json().catch(() => undefined));
}
