import { and, eq, isNull } from 'drizzle-orm';
import type { BuildBoothPackRequest } from '../../shared/api/booth-packs.js';
import { apiMessage } from '../../shared/api/api-messages.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { defaultPrinterId } from '../../shared/print/printer-presets.js';
import { layouts } from '../db/schema.js';
import { readStoredLayoutDocument } from '../domain/read-stored-layout-document.js';
import { AppError } from '../http/app-error.js';
import { gatherRenderJob, renderSourcesOf } from '../render/gather-render-job.js';
import type { ApiContext } from '../routes/api/api-context.js';
import { layoutNotFound } from '../routes/api/layouts/layout-route-support.js';

/** The layout a pack is built of: its stored document and the name its files carry. */
export interface PackLayout {
  document: LayoutDocument;
  name: string;
}

/**
 * The operator's live layout as stored (404 for another's, one in the bin or one never made);
 * a `revision` that is not the stored one is a 409, so a pack is always of what the editor showed.
 */
export async function readPackLayout(ctx: Pick<ApiContext, 'db'>, userId: string, layoutId: string, revision: number | undefined): Promise<PackLayout> {
  const [row] = await ctx.db
    .select({ document: layouts.document, revision: layouts.revision, name: layouts.name })
    .from(layouts)
    .where(and(eq(layouts.id, layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt)));
  if (row === undefined) throw layoutNotFound();
  if (revision !== undefined && row.revision !== revision) throw new AppError(409, ErrorCodes.layoutRevisionConflict, apiMessage('layoutConflict'));
  return { document: readStoredLayoutDocument(row.document, layoutId), name: row.name };
}

/** Where the pack is pulled from (into its READMEs and pack.json), and when to give up building it. */
export interface PackBuildOptions {
  pullUrl?: string;
  /** Aborts when the request that asked for the pack went away. */
  signal?: AbortSignal;
  /** The operator whose request this is: their renders take turns. A background publish has none. */
  owner?: string;
}

/**
 * The booth pack zip of a stored layout, built in a render worker (the overlay and background
 * drawn by the server's renderer, the files planned by shared/booth): never watermarked, so the
 * caller has judged the operator entitled to it.
 */
export async function buildLayoutBoothPack(ctx: ApiContext, userId: string, layout: PackLayout, request: BuildBoothPackRequest, options: PackBuildOptions = {}): Promise<Uint8Array> {
  const { pullUrl, signal, owner } = options;
  const job = await gatherRenderJob(renderSourcesOf(ctx), userId, layout.document, { format: 'booth', watermark: 'none', demoText: '', draftText: '' });
  const boothPack = { name: layout.name, printerId: request.printerId ?? defaultPrinterId, language: request.language ?? 'it', ...(pullUrl === undefined ? {} : { pullUrl }) };
  const file = await ctx.renderPool.render({ ...job, boothPack }, { owner, signal });
  return file.bytes;
}
