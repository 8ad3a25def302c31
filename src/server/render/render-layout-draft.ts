import { and, eq, isNull } from 'drizzle-orm';
import type { DraftLayoutRef } from '../../shared/api/layouts.js';
import { watermarkTexts } from '../../shared/render/watermark-texts.js';
import { layouts } from '../db/schema.js';
import { hasUploadRights } from '../domain/has-upload-rights.js';
import { readStoredLayoutDocument } from '../domain/read-stored-layout-document.js';
import { gatherRenderJob, type RenderSources } from './gather-render-job.js';
import type { RenderPool } from './render-pool.js';

/**
 * The draft image of an account layout at the revision the operator shares, drawn by the server
 * at the template's size: with the large 'BOZZA' unless the operator has upload rights on the
 * template. Null when the layout is not the operator's, or is no longer at that revision (the
 * stored document is the only one the server has). It is the operator's render (one at a time),
 * given up when `signal` aborts.
 */
export async function renderLayoutDraft(sources: RenderSources & { pool: RenderPool }, userId: string, ref: DraftLayoutRef, signal?: AbortSignal): Promise<Buffer | null> {
  const [row] = await sources.db
    .select({ document: layouts.document })
    .from(layouts)
    .where(and(eq(layouts.id, ref.layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt), eq(layouts.revision, ref.layoutRevision)));
  if (row === undefined) return null;
  const document = readStoredLayoutDocument(row.document, ref.layoutId);
  const watermark = (await hasUploadRights(sources.db, userId, document.template.path)) ? 'none' : 'draft';
  // Empty windows: the editor's sample landscape would pass for the client's photo.
  const job = await gatherRenderJob(sources, userId, document, { format: 'png', photoWindows: 'white', watermark, ...watermarkTexts.it });
  const file = await sources.pool.render(job, { owner: userId, signal });
  return Buffer.from(file.bytes);
}
