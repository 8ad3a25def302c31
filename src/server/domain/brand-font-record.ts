import { type BrandFont, type BrandFontFormat, brandFontRoutePrefix } from '../../shared/api/brand-fonts.js';
import type { brandFonts } from '../db/schema.js';

export const brandFontKey = (userId: string, id: string, format: BrandFontFormat): string => `brand-fonts/${userId}/${id}.${format}`;

/** The API's view of a stored face: its file is served by name, `{id}.{format}`, to its owner. */
export function toBrandFont(row: typeof brandFonts.$inferSelect): BrandFont {
  return {
    id: row.id,
    family: row.family,
    weight: row.weight === 'bold' ? 'bold' : 'normal',
    style: row.style === 'italic' ? 'italic' : 'normal',
    format: row.format as BrandFontFormat,
    byteSize: row.byteSize,
    url: `${brandFontRoutePrefix}${row.id}.${row.format}`,
  };
}
