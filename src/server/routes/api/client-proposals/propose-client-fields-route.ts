import type { FastifyInstance } from 'fastify';
import { ProposeClientFieldsRequest, type ProposeClientFieldsResponse } from '../../../../shared/api/client-proposals.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import type { ClientEditRefusal } from '../../../../shared/client-fields/judge-client-edits.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { proposeClientFields } from '../../../domain/client-proposals/propose-client-fields.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import { publicPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { draftSupersededMessage } from './client-proposal-messages.js';

/**
 * POST /api/propose-client-fields (public, rate-limited like the client's other answers): the
 * texts a client changed on the draft page. The draft id from the link is the proof; the server
 * judges every field against the document of THAT draft (judgeClientEdits) and stores nothing
 * unless all are allowed. 20 fields of at most 400 characters fit well within the small form limit.
 */
export function registerProposeClientFieldsRoute(app: FastifyInstance, ctx: ApiContext): void {
  app.post('/api/propose-client-fields', { bodyLimit: publicFormBodyLimit, config: publicPostRateLimit(ctx.config) }, async (request, reply) => {
    const body = parseWith(ProposeClientFieldsRequest, request.body);
    const result = await proposeClientFields(ctx.db, { operatorId: body.operatorId, draftId: body.draftId, requestId: body.requestId, fields: body.fields });
    switch (result.kind) {
      case 'proposed': {
        // TODO(merge): record the request's timeline event here once recordRequestEvent exists
        // (recordRequestEvent(db, { requestId: result.requestId, kind: 'proposal', ... })), else the timeline misses proposals.
        const response: ProposeClientFieldsResponse = { success: true, proposalId: result.proposalId };
        return reply.status(201).send(response);
      }
      case 'not-found':
        throw new AppError(404, ErrorCodes.notFound, 'Bozza non trovata.');
      case 'superseded':
        throw new AppError(409, ErrorCodes.draftSuperseded, draftSupersededMessage);
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
      throw new AppError(403, ErrorCodes.clientFieldLocked, 'Questo elemento della bozza non si può modificare.', { elementId: refusal.elementId });
    case 'duplicate-element':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, 'Lo stesso testo è stato inviato due volte.', { elementId: refusal.elementId });
    case 'too-long':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, `Il testo supera ${refusal.maxChars} caratteri.`, { elementId: refusal.elementId, maxChars: refusal.maxChars });
    case 'too-many-lines':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, `Il testo supera ${refusal.maxLines} righe.`, { elementId: refusal.elementId, maxLines: refusal.maxLines });
    case 'too-many-fields':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, `Si possono inviare al massimo ${refusal.maxFields} testi.`, { maxFields: refusal.maxFields });
    case 'no-change':
      throw new AppError(400, ErrorCodes.clientFieldInvalid, 'Non hai modificato nessun testo.');
    default:
      return assertNever(refusal);
  }
}
