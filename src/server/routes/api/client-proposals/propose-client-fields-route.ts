import { ProposeClientFieldsRequest, ProposeClientFieldsResponse } from '../../../../shared/api/client-proposals.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import type { ClientEditRefusal } from '../../../../shared/client-fields/judge-client-edits.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { proposeClientFields } from '../../../domain/client-proposals/propose-client-fields.js';
import { AppError } from '../../../http/app-error.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import { publicPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';

/**
 * POST /api/propose-client-fields (public, rate-limited like the client's other answers): the
 * texts a client changed on the draft page. The draft id from the link is the proof; the server
 * judges every field against the document of THAT draft (judgeClientEdits) and stores nothing
 * unless all are allowed. 20 fields of at most 400 characters fit well within the small form limit.
 */
export function registerProposeClientFieldsRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/propose-client-fields', { bodyLimit: publicFormBodyLimit, config: publicPostRateLimit(ctx.config), schema: { body: ProposeClientFieldsRequest, response: { 201: ProposeClientFieldsResponse } } }, async (request, reply) => {
    const { body } = request;
    const result = await proposeClientFields(ctx.db, { operatorId: body.operatorId, draftId: body.draftId, requestId: body.requestId, fields: body.fields, publicUrl: ctx.config.publicUrl });
    switch (result.kind) {
      case 'proposed': {
        const response: ProposeClientFieldsResponse = { success: true, proposalId: result.proposalId };
        return reply.status(201).send(response);
      }
      case 'not-found':
        throw new AppError(404, ErrorCodes.notFound, apiMessage('draftNotFound'));
      case 'superseded':
        throw new AppError(409, ErrorCodes.draftSuperseded, apiMessage('draftSuperseded'));
      case 'refused':
        return throwRefusal(result.refusal);
      default:
        return assertNever(result);
    }
  });
}

function throwRefusal(refusal: ClientEditRefusal): never {
  switch (refusal.reason) {
    case 'unknown-element':
    case 'locked-element':
      throw new AppError(403, ErrorCodes.clientFieldLocked, apiMessage('clientFieldLocked'), { elementId: refusal.elementId });
    case 'duplicate-element':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, apiMessage('clientFieldTwice'), { elementId: refusal.elementId });
    case 'too-long':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, apiMessage('clientFieldTooLong', { n: refusal.maxChars }), { elementId: refusal.elementId, maxChars: refusal.maxChars });
    case 'too-many-lines':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, apiMessage('clientFieldTooManyLines', { n: refusal.maxLines }), { elementId: refusal.elementId, maxLines: refusal.maxLines });
    case 'too-many-fields':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, apiMessage('clientFieldsTooMany', { n: refusal.maxFields }), { maxFields: refusal.maxFields });
    case 'no-change':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, apiMessage('clientFieldsUnchanged'));
    default:
      return assertNever(refusal);
  }
}
