import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type CatalogLayout, catalogLayoutPreviewLongSide, catalogLayoutPreviewUrl, maxCatalogLayouts } from '../../shared/api/public-catalog.js';
import { fitLongSide, formatOfSize } from '../../shared/catalog/format-of-size.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';

/**
 * The layouts an operator shows in their public catalogue ('Mostra nel catalogo'), newest change
 * first: names and the URL of a picture the server draws at screen size, never the document nor
 * the template's file. Only the template's size is read from the document (for the format and
 * the picture's box); a layout whose proportions match no format is left out.
 */
export async function listCatalogLayouts(db: Database, operatorId: string): Promise<CatalogLayout[]> {
  const rows = await db
    .select({
      id: layouts.id,
      name: layouts.name,
      theme: layouts.theme,
      revision: layouts.revision,
      width: sql<unknown>`${layouts.document}->'template'->'width'`,
      height: sql<unknown>`${layouts.document}->'template'->'height'`,
    })
    .from(layouts)
    .where(and(eq(layouts.userId, operatorId), eq(layouts.shownInCatalog, true), isNull(layouts.deletedAt)))
    .orderBy(desc(layouts.updatedAt), desc(layouts.id))
    .limit(maxCatalogLayouts);
  return rows.flatMap((row) => {
    const width = Number(row.width);
    const height = Number(row.height);
    const format = formatOfSize(width, height);
    if (format === undefined) return [];
    const size = fitLongSide(width, height, catalogLayoutPreviewLongSide);
    return [{ id: row.id, name: row.name, theme: row.theme, format: format.key, preview: catalogLayoutPreviewUrl(operatorId, row.id, row.revision), ...size }];
  });
}
