import { z } from 'zod';

/** Largest brand font file accepted: a full family face is well under 1 MB. */
export const maxBrandFontBytes = 5 * 1024 * 1024;
/** Longest family name kept from a font's name table. */
export const maxBrandFontFamilyLength = 100;

/** The formats a browser's FontFace loads, told apart by the file's signature, never its name. */
export const BrandFontFormat = z.enum(['ttf', 'otf', 'woff', 'woff2']);
export type BrandFontFormat = z.infer<typeof BrandFontFormat>;

export const brandFontContentTypes = {
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
} as const satisfies Record<BrandFontFormat, string>;

/** Brand font files are served under this prefix, by the name `{id}.{format}`. */
export const brandFontRoutePrefix = '/api/brand-fonts/';
export const brandFontIdPattern = /^[A-Za-z0-9_-]{22}$/;
export const brandFontFileNamePattern = /^([A-Za-z0-9_-]{22})\.(ttf|otf|woff|woff2)$/;

/**
 * One face of an operator's own font: the family from the font's name table, its weight and
 * style mapped to the layout's two of each, and where the browser loads it from (owner only).
 */
export const BrandFont = z.object({
  id: z.string().regex(brandFontIdPattern),
  family: z.string().min(1).max(maxBrandFontFamilyLength),
  weight: z.enum(['normal', 'bold']),
  style: z.enum(['normal', 'italic']),
  format: BrandFontFormat,
  byteSize: z.number().int().positive(),
  url: z.string().startsWith(brandFontRoutePrefix),
});
export type BrandFont = z.infer<typeof BrandFont>;

/** GET /api/brand-fonts → the caller's faces, by family then weight and style. */
export const ListBrandFontsResponse = z.object({ fonts: z.array(BrandFont) });
export type ListBrandFontsResponse = z.infer<typeof ListBrandFontsResponse>;

/** POST /api/brand-fonts (annual plan): the file as base64 (a data URL or bare), at most maxBrandFontBytes. */
export const UploadBrandFontRequest = z.object({ file: z.string().min(1).max(Math.ceil(maxBrandFontBytes / 3) * 4 + 200) });
export type UploadBrandFontRequest = z.infer<typeof UploadBrandFontRequest>;

export const UploadBrandFontResponse = BrandFont;
export type UploadBrandFontResponse = z.infer<typeof UploadBrandFontResponse>;
