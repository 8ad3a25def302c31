import { and, eq, isNull } from 'drizzle-orm';
import { layoutThumbnailMaxSide, type LayoutRecord } from '../../shared/api/layouts.js';
import { watermarkTexts } from '../../shared/render/watermark-texts.js';
import { layouts } from '../db/schema.js';
import { layoutThumbnailUrl } from '../domain/layout-summary.js';
import { layoutThumbnailKey } from '../domain/save-layout.js';
import { gatherRenderJob, type RenderSources } from './gather-render-job.js';
import { previewBudgetMs, type RenderPool } from './render-pool.js';

/**
 * A new layout's thumbnail, drawn by the server from its first document, so a layout opened but
 * never edited (or a conflict's copy) has its preview in the list from the start. Best effort:
 * a busy render pool or a store failure leaves it without one (the editor's first save sends
 * one), never without the layout; a thumbnail the editor saved meanwhile is kept. Not in the
 * operator's turn (RenderPool): it is small, and the layout must not wait behind their booth pack.
 */
export async function drawFirstThumbnail(sources: RenderSources & { pool: RenderPool }, userId: string, record: LayoutRecord): Promise<LayoutRecord> {
  if (record.thumbnailUrl !== null) return record;
  const key = layoutThumbnailKey(userId, record.id);
  try {
    const job = await gatherRenderJob(sources, userId, record.document, { format: 'jpg', watermark: 'none', ...watermarkTexts.it });
    const file = await sources.pool.render({ ...job, maxSide: layoutThumbnailMaxSide }, { budgetMs: previewBudgetMs });
    await sources.blobs.put(key, Buffer.from(file.bytes), 'image/jpeg');
    const [row] = await sources.db
      .update(layouts)
      .set({ thumbnailKey: key })
      .where(and(eq(layouts.id, record.id), eq(layouts.userId, userId), isNull(layouts.thumbnailKey)))
      .returning({ key: layouts.thumbnailKey });
    if (row !== undefined) return { ...record, thumbnailUrl: layoutThumbnailUrl(record.id, key) };
  } catch {
    // Falls through to the cleanup: the layout itself is stored.
  }
  await sources.blobs.delete(key).catch(() => undefined);
  return record;
}
