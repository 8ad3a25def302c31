import { DraftViewRequest, DraftViewResponse } from '../../../../shared/api/draft-view.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { recordDraftView } from '../../../domain/record-draft-view.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/draft-view: the client's draft page opens (no login; the draft id from the link is
 * the proof). Answers where the draft stands (open, approved, superseded by a newer one) and
 * records the first view by a visitor; the operator's own session, when there is one, marks a
 * view that is not the client's. Counted with the public reads: a page load makes one call.
 */
export function registerDraftViewRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/draft-view', { bodyLimit: publicFormBodyLimit, config: { ...publicGetRateLimit(ctx.config), access: 'optional' }, schema: { body: DraftViewRequest, response: { 200: DraftViewResponse } } }, async (request) => {
    const { body } = request;
    const standing = await recordDraftView(ctx.db, { ...body, viewerId: request.operator?.userId ?? null });
    switch (standing.kind) {
      case 'not-found':
        throw new AppError(404, ErrorCodes.notFound, apiMessage('draftNotFound'));
      case 'open':
        return { standing: 'open' } satisfies DraftViewResponse;
      case 'approved':
        return { standing: 'approved', approvedAt: standing.approvedAt.toISOString() } satisfies DraftViewResponse;
      case 'superseded':
        return { standing: 'superseded', newerDraftId: standing.newerDraftId } satisfies DraftViewResponse;
      default:
        return assertNever(standing);
    }
  });
}
