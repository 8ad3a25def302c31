import { z } from 'zod';
import { activeThemeKeys } from '../catalog/themes.js';
import { formatKeys } from '../catalog/formats.js';
import { PageCursorParam, PageLimitParam } from './page-cursor.js';

/** Spec part 2 §5 and §9: the uploaded original and its preview, in bytes. */
export const maxCustomOriginalBytes = 5 * 1024 * 1024;
export const maxCustomPreviewBytes = 1024 * 1024;

/** Where the server serves stored custom-template files: `?key=custom-templates/…`. */
export const customTemplateFileRoute = '/api/custom-templates/file';
export const customTemplateKeyPrefix = 'custom-templates/';

export const CustomTemplateId = z.string().regex(/^custom_[A-Za-z0-9_-]{10,64}$/);

const Theme = z.enum(activeThemeKeys);
const FormatKey = z.enum(formatKeys);

export const UploadCustomTemplateRequest = z.object({
  theme: Theme,
  format: FormatKey,
  /** base64, bare or as a data URL. */
  originalFile: z.string().min(1),
  previewFile: z.string().min(1),
  /** Only informative: the type is read from the bytes and the stored names are the server's. */
  originalFileName: z.string().max(255),
  previewFileName: z.string().max(255),
});
export type UploadCustomTemplateRequest = z.infer<typeof UploadCustomTemplateRequest>;

export const UploadCustomTemplateResponse = z.object({ originalPath: z.string(), previewPath: z.string() });
export type UploadCustomTemplateResponse = z.infer<typeof UploadCustomTemplateResponse>;

/** The operator's name for an upload; blank or absent at upload: 'Personale N', the next free N. */
export const customTemplateNameMaxLength = 60;
export const CustomTemplateName = z.string().trim().max(customTemplateNameMaxLength);

export const SaveCustomTemplateMetadataRequest = z.object({
  name: CustomTemplateName.optional(),
  theme: Theme,
  format: FormatKey,
  originalPath: z.string().min(1).max(1024),
  previewPath: z.string().min(1).max(1024),
});
export type SaveCustomTemplateMetadataRequest = z.infer<typeof SaveCustomTemplateMetadataRequest>;

export const DeleteCustomTemplateRequest = z.object({ templateId: CustomTemplateId });
export const UpdateCustomTemplateRequest = z.object({ templateId: CustomTemplateId, theme: Theme, format: FormatKey, name: CustomTemplateName.min(1).optional() });
export type UpdateCustomTemplateRequest = z.infer<typeof UpdateCustomTemplateRequest>;

/** One of the operator's saved templates (spec part 2 §3 "Custom template"). */
export const CustomTemplate = z.object({
  id: z.string(),
  /** Stable: set at upload or in 'Modifica'; '' only for a row no name was ever given to. */
  name: z.string(),
  theme: z.string(),
  /** Route format key (hyphens). */
  format: z.string(),
  /** URL whose key query parameter holds the stored path. */
  original: z.string(),
  preview: z.string(),
  createdAt: z.string(),
});
export type CustomTemplate = z.infer<typeof CustomTemplate>;

/**
 * GET /api/custom-templates?cursor&limit&theme&format: a page of the operator's saved templates,
 * newest first, optionally of one theme and format (the selection grid asks for those).
 */
export const ListCustomTemplatesQuery = z.object({ cursor: PageCursorParam.optional(), limit: PageLimitParam, theme: Theme.optional(), format: FormatKey.optional() });
export type ListCustomTemplatesQuery = z.infer<typeof ListCustomTemplatesQuery>;

/** `total` (all the saved templates the query matches) comes with the first page only. */
export const ListCustomTemplatesResponse = z.object({
  templates: z.array(CustomTemplate),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type ListCustomTemplatesResponse = z.infer<typeof ListCustomTemplatesResponse>;

/** What a request card needs of the upload a request was made for: where it opens in the editor. */
export const RequestCustomTemplate = z.object({ theme: z.string(), format: z.string() });
export type RequestCustomTemplate = z.infer<typeof RequestCustomTemplate>;

const customIdInKey = /^custom-templates\/[^/]+\/(custom_[A-Za-z0-9_-]{10,64})-original\.[a-z]+$/;

/** The template id an original's stored key names (custom-templates/{user}/{id}-original.{ext}), or null. */
export function customTemplateIdFromKey(key: string): string | null {
  return customIdInKey.exec(key)?.[1] ?? null;
}

/**
 * The display copy of an uploaded original (custom-templates/{user}/{id}-display.webp): screen
 * size, for its owner's editor when the plan no longer gives the original. Null for any other key.
 */
export function customTemplateDisplayKey(originalKey: string): string | null {
  return customIdInKey.test(originalKey) ? originalKey.replace(/-original\.[a-z]+$/, '-display.webp') : null;
}

export function customTemplateFileUrl(key: string): string {
  return `${customTemplateFileRoute}?key=${encodeURIComponent(key)}`;
}

/** The stored key of a URL made by customTemplateFileUrl, or null for any other path. */
export function customTemplateKeyFromUrl(url: string): string | null {
  const prefix = `${customTemplateFileRoute}?key=`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length);
  if (rest.includes('&') || rest.includes('#')) return null;
  let key: string;
  try {
    key = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (!key.startsWith(customTemplateKeyPrefix) || key.includes('..')) return null;
  return key;
}
