import { ProofOfWorkChallengeResponse } from '../../../../shared/api/proof-of-work.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicGetRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { CatalogContext } from './catalog-context.js';

/**
 * GET /api/catalog-request-challenge: a fresh proof-of-work challenge for the catalogue's
 * request form, no login. Signed, not stored: creating one costs a hash and a row nowhere.
 */
export function registerCatalogRequestChallengeRoute(app: ZodScope, ctx: CatalogContext): void {
  app.get('/api/catalog-request-challenge', { config: publicGetRateLimit(ctx.config), schema: { response: { 200: ProofOfWorkChallengeResponse } } }, async (_request, reply) => {
    const challenge = await ctx.proofOfWork.create();
    const response: ProofOfWorkChallengeResponse = { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    void reply.header('Cache-Control', 'no-store');
    return response;
  });
}
