import { z } from 'zod';
import { DraftLayoutResponse } from '../../../../shared/api/client-proposals.js';
import { DraftId } from '../../../../shared/api/drafts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { OperatorId } from '../../../../shared/api/public-catalog.js';
import { draftLayoutOf } from '../../../domain/client-proposals/draft-layout-of.js';
import { findEditableDraft } from '../../../domain/client-proposals/find-editable-draft.js';
import { AppError } from '../../../http/app-error.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';

const DraftLayoutQuery = z.object({ id: DraftId, operatorId: OperatorId });

/**
 * GET /api/draft-layout?id=&operatorId= (public, the link is the secret): the document a draft
 * of an account layout shows, without its hidden elements, with the template's display copy to
 * draw it on and the fields the client may edit. A draft without a layout is a 404: the page
 * then shows the draft's image as before.
 */
export function registerDraftLayoutRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/draft-layout', { config: publicGetRateLimit(ctx.config), schema: { querystring: DraftLayoutQuery, response: { 200: DraftLayoutResponse } } }, async (request, reply) => {
    const { query } = request;
    const found = await findEditableDraft(ctx.db, query.id, query.operatorId);
    if (found.kind === 'not-found') throw new AppError(404, ErrorCodes.notFound, apiMessage('draftNotFound'));
    if (found.kind === 'superseded') throw new AppError(409, ErrorCodes.draftSuperseded, apiMessage('draftSuperseded'));
    const response: DraftLayoutResponse = draftLayoutOf(found.draft.document);
    // The operator may share a newer draft at any time: never kept by any cache.
    return reply.header('cache-control', 'no-store').send(response);
  });
}
