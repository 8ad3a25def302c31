import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { catalogLayoutPreviewLongSide } from '../../shared/api/public-catalog.js';
import { watermarkTexts } from '../../shared/render/watermark-texts.js';
import { layouts } from '../db/schema.js';
import { hasUploadRights } from '../domain/has-upload-rights.js';
import { readStoredLayoutDocument } from '../domain/read-stored-layout-document.js';
import { gatherRenderJob, type RenderSources } from './gather-render-job.js';
import { previewBudgetMs, type RenderPool } from './render-pool.js';

/** Pictures kept per process: a catalogue opened by many clients draws each layout once. */
const cacheSize = 64;

/**
 * The public picture of a layout an operator shows in their catalogue: drawn by the server from
 * the stored revision at screen size (long side catalogLayoutPreviewLongSide, WebP), with the
 * large 'BOZZA' unless the operator has upload rights on the template, as their shared drafts
 * are; so the template's print original never leaves the server and a client never gets a
 * clean file the operator is not entitled to. The row is read on every request (a layout taken
 * out of the catalogue is gone at once); the drawing is cached by layout, revision and mark.
 */
export class CatalogLayoutPreviews {
  readonly #drawn = new Map<string, Promise<Buffer>>();

  constructor(private readonly sources: RenderSources & { pool: RenderPool }) {}

  /** The WebP, or null when the operator shows no such live layout in their catalogue. */
  async get(operatorId: string, layoutId: string): Promise<Buffer | null> {
    const { db } = this.sources;
    const [row] = await db
      .select({ revision: layouts.revision, templatePath: layouts.templatePath })
      .from(layouts)
      .where(and(eq(layouts.id, layoutId), eq(layouts.userId, operatorId), eq(layouts.shownInCatalog, true), isNull(layouts.deletedAt)));
    if (row === undefined) return null;
    const isClean = await hasUploadRights(db, operatorId, row.templatePath);
    const key = `${layoutId}@${row.revision}:${isClean ? 'clean' : 'draft'}`;
    const known = this.#drawn.get(key);
    if (known !== undefined) return known;
    const drawing = this.#draw(operatorId, layoutId, row.revision, isClean);
    this.#drawn.set(key, drawing);
    // A failed drawing (a busy pool) is not remembered: the next request tries again.
    drawing.catch(() => {
      if (this.#drawn.get(key) === drawing) this.#drawn.delete(key);
    });
    for (const oldest of this.#drawn.keys()) {
      if (this.#drawn.size <= cacheSize) break;
      this.#drawn.delete(oldest);
    }
    return drawing;
  }

  async #draw(operatorId: string, layoutId: string, revision: number, isClean: boolean): Promise<Buffer> {
    const { db, pool } = this.sources;
    const [row] = await db
      .select({ document: layouts.document })
      .from(layouts)
      .where(and(eq(layouts.id, layoutId), eq(layouts.userId, operatorId), eq(layouts.revision, revision)));
    if (row === undefined) throw new Error(`layout ${layoutId} changed while its catalogue picture was drawn`);
    const document = readStoredLayoutDocument(row.document, layoutId);
    const job = await gatherRenderJob(this.sources, operatorId, document, { format: 'png', watermark: isClean ? 'none' : 'draft', ...watermarkTexts.it });
    const file = await pool.render({ ...job, maxSide: catalogLayoutPreviewLongSide }, { budgetMs: previewBudgetMs });
    return sharp(Buffer.from(file.bytes)).webp({ quality: 80, effort: 4 }).toBuffer();
  }
}
