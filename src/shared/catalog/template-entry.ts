import { z } from 'zod';

/** One entry of /assets/templates.json (spec part 1 §3). */
export const TemplateEntry = z.object({
  category: z.string().min(1),
  /** Underscored, e.g. cartolina_verticale. */
  format: z.string().min(1),
  original: z.string().min(1),
  preview: z.string().min(1),
});
export type TemplateEntry = z.infer<typeof TemplateEntry>;

export const TemplateCatalog = z.array(TemplateEntry);
export type TemplateCatalog = z.infer<typeof TemplateCatalog>;

/** Built-in templates live under this prefix: /assets/templates/{theme}/{format}/{file}. */
export const templatesPrefix = '/assets/templates/';

/** 'rose-gold_arch.png' -> 'Rose Gold Arch': the name shown for a template. */
export function displayNameFromPath(path: string): string {
  // The query or fragment goes first: splitting on them with the slashes kept 'v=2' as the name.
  const withoutQuery = path.split(/[?#]/)[0] ?? path;
  const file = withoutQuery.split('/').filter(Boolean).pop() ?? path;
  const stem = file.replace(/\.[a-z0-9]+$/i, '');
  return stem
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The file name part of a template path: what the editor route carries. */
export function fileNameFromPath(path: string): string {
  return path.split('/').pop() ?? path;
}
