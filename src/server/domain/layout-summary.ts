import { layoutRestoreDays, type LayoutSummary } from '../../shared/api/layouts.js';
import { layouts } from '../db/schema.js';

/** The columns of a list row: everything but the document, which can weigh megabytes. */
export const layoutSummaryColumns = {
  id: layouts.id,
  name: layouts.name,
  templatePath: layouts.templatePath,
  theme: layouts.theme,
  revision: layouts.revision,
  thumbnailKey: layouts.thumbnailKey,
  requestId: layouts.requestId,
  createdAt: layouts.createdAt,
  updatedAt: layouts.updatedAt,
  deletedAt: layouts.deletedAt,
  shownInCatalog: layouts.shownInCatalog,
};

export type LayoutSummaryRow = Pick<typeof layouts.$inferSelect, keyof typeof layoutSummaryColumns>;

/** The thumbnail's URL: the key's own name busts caches when a save replaces it. */
export function layoutThumbnailUrl(layoutId: string, thumbnailKey: string | null): string | null {
  if (thumbnailKey === null) return null;
  const version = thumbnailKey.slice(thumbnailKey.lastIndexOf('/') + 1).replace(/\.jpg$/, '');
  return `/api/layouts/${layoutId}/thumbnail?v=${encodeURIComponent(version)}`;
}

export function toLayoutSummary(row: LayoutSummaryRow): LayoutSummary {
  return {
    id: row.id,
    name: row.name,
    templatePath: row.templatePath,
    theme: row.theme,
    revision: row.revision,
    thumbnailUrl: layoutThumbnailUrl(row.id, row.thumbnailKey),
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt === null ? null : row.deletedAt.toISOString(),
    shownInCatalog: row.shownInCatalog,
  };
}

/** Soft-deleted before this moment: past 'Ripristina', waiting for the purge. */
export function restoreCutoff(now: Date): Date {
  return new Date(now.getTime() - layoutRestoreDays * 24 * 60 * 60 * 1000);
}
