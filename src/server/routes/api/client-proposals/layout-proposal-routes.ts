import { z } from 'zod';
import { AcceptProposalResponse, ListLayoutProposalsResponse, ProposalId, RefuseProposalResponse } from '../../../../shared/api/client-proposals.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { acceptProposal, type AcceptProposalResult, type ProposalRef, refuseProposal } from '../../../domain/client-proposals/decide-proposal.js';
import { listLayoutProposals } from '../../../domain/client-proposals/list-layout-proposals.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { layoutQuotaError } from '../../../http/layout-quota-error.js';
import { layoutWriteRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { layoutRefusalError } from '../layouts/checked-layout-document.js';
import { layoutNotFound, readLayoutId } from '../layouts/layout-route-support.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const ProposalParams = z.object({ proposalId: z.string() });

function proposalNotFound(): AppError {
  return new AppError(404, ErrorCodes.notFound, apiMessage('proposalNotFound'));
}

function readProposalRef(request: { params: unknown }, userId: string): ProposalRef {
  const layoutId = readLayoutId(request.params);
  const parsed = ProposalParams.safeParse(request.params);
  if (!parsed.success || !ProposalId.safeParse(parsed.data.proposalId).success) throw proposalNotFound();
  return { userId, layoutId, proposalId: parsed.data.proposalId };
}

/** The answer for every outcome but success; a result the route cannot have is our bug. */
function throwUnless(result: Exclude<AcceptProposalResult, { kind: 'accepted' }>): never {
  switch (result.kind) {
    case 'not-found':
      throw proposalNotFound();
    case 'decided':
      throw new AppError(409, ErrorCodes.proposalDecided, apiMessage('proposalDecided'));
    case 'document-refused':
      throw layoutRefusalError(result.check);
    case 'save-failed':
      switch (result.result.kind) {
        case 'conflict':
          throw new AppError(409, ErrorCodes.layoutRevisionConflict, apiMessage('layoutConflict'), result.result.details);
        case 'template-changed':
          throw new AppError(409, ErrorCodes.layoutTemplateChanged, apiMessage('layoutTemplateChanged'));
        case 'not-found':
          throw layoutNotFound();
        case 'layout-quota-count':
        case 'layout-quota-bytes':
          throw layoutQuotaError(result.result);
        default:
          return assertNever(result.result);
      }
    default:
      return assertNever(result);
  }
}

/**
 * The operator's side of client proposals on one layout (owner only, like every layout route):
 * the pending ones with what each changes, and accepting or refusing one.
 */
export function registerLayoutProposalRoutes(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/layouts/:id/proposals', { schema: { response: { 200: ListLayoutProposalsResponse } } }, async (request) => {
    const userId = signedInOperator(request).userId;
    const layoutId = readLayoutId(request.params);
    const proposals = await listLayoutProposals(ctx.db, userId, layoutId);
    if (proposals === null) throw layoutNotFound();
    const response: ListLayoutProposalsResponse = { proposals };
    return response;
  });

  app.post('/api/layouts/:id/proposals/:proposalId/accept', { config: layoutWriteRateLimit(ctx.config), schema: { response: { 200: AcceptProposalResponse } } }, async (request) => {
    const ref = readProposalRef(request, signedInOperator(request).userId);
    const result = await acceptProposal(ctx.db, ctx.blobs, ref, ctx.config.layoutQuota);
    if (result.kind !== 'accepted') return throwUnless(result);
    const response: AcceptProposalResponse = { success: true, revision: result.revision };
    return response;
  });

  app.post('/api/layouts/:id/proposals/:proposalId/refuse', { config: layoutWriteRateLimit(ctx.config), schema: { response: { 200: RefuseProposalResponse } } }, async (request) => {
    const ref = readProposalRef(request, signedInOperator(request).userId);
    const result = await refuseProposal(ctx.db, ref);
    if (result.kind !== 'refused') return throwUnless(result);
    const response: RefuseProposalResponse = { success: true };
    return response;
  });
}
