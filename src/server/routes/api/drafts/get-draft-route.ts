import { z } from 'zod';
import { DraftId } from '../../../../shared/api/drafts.js';
import { draftDisplayWidths } from '../../../../shared/drafts/draft-display-widths.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { findDraft, readDraftPng } from '../../../domain/get-draft.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { sendStoredImage } from '../../../http/send-stored-image.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const GetDraftQuery = z.object({
  id: DraftId,
  /** One of the display widths: the draft scaled down, as WebP (the page's first paint). */
  w: z.coerce.number().refine((width) => (draftDisplayWidths as readonly number[]).includes(width)).optional(),
});

/**
 * GET /api/get-draft?id=…: the draft PNG, public because the client's approval page shows it
 * as an image; the unguessable id is the secret. With w, scaled down to that display width (made
 * once per process: ctx.draftDisplayCopies). A draft never changes under its id, so the browser
 * may keep it a day, but only the browser: shared caches must not hold it. The row is read on
 * every request, so a deleted draft is gone at once.
 */
export function registerGetDraftRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/get-draft', { config: publicGetRateLimit(ctx.config), schema: { querystring: GetDraftQuery } }, async (request, reply) => {
    const { id, w } = request.query;
    const draft = await findDraft(ctx.db, id);
    if (draft === null) throw draftNotFound();
    if (w === undefined) {
      const png = await readDraftPng(ctx.blobs, draft);
      if (png === null) throw draftNotFound();
      return sendStoredImage(reply, { contentType: 'image/png', fileName: `${id}.png`, cacheControl: 'private, max-age=86400', bytes: png });
    }
    const copy = await ctx.draftDisplayCopies.get({ ...draft, width: w }, () => readDraftPng(ctx.blobs, draft));
    if (copy === null) throw draftNotFound();
    return sendStoredImage(reply, { contentType: 'image/webp', fileName: `${id}-${w}.webp`, cacheControl: 'private, max-age=86400', bytes: copy });
  });
}

const draftNotFound = () => new AppError(404, ErrorCodes.notFound, apiMessage('draftNotFound'));
