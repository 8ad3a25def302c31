import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { SaveCatalogRequestRequest, SaveCatalogRequestResponse } from '../../../../shared/api/public-catalog.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { saveCatalogRequest } from '../../../domain/save-catalog-request.js';
import { AppError } from '../../../http/app-error.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { publicPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import { senderNetworkOf } from '../../../plugins/sender-network.js';
import { type CatalogContext, dashboardUrlOf } from './catalog-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/save-catalog-request: a client's request from an operator's public catalogue, no
 * login. It carries a solved proof-of-work challenge (each used once), and is counted per
 * address (RATE_LIMIT_PUBLIC_POST_PER_MINUTE), per sender network
 * (CATALOG_REQUESTS_PER_NETWORK_HOUR) and per operator (CATALOG_REQUESTS_PER_OPERATOR_HOUR): a
 * flood from a few neighbouring addresses fills its own network's budget, not the operator's.
 */
export function registerSaveCatalogRequestRoute(app: ZodScope, ctx: CatalogContext): void {
  app.post('/api/save-catalog-request', { bodyLimit: publicFormBodyLimit, config: publicPostRateLimit(ctx.config), schema: { body: SaveCatalogRequestRequest, response: { 201: SaveCatalogRequestResponse } } }, async (request, reply) => {
    const { body } = request;
    const proof = await ctx.proofOfWork.verify(body.proof);
    if (proof === 'missing') throw new AppError(400, ErrorCodes.proofOfWorkMissing, apiMessage('proofOfWorkMissing'));
    if (proof !== 'ok') throw new AppError(403, ErrorCodes.proofOfWorkInvalid, apiMessage('proofOfWorkInvalid'));
    const result = await saveCatalogRequest(ctx.db, ctx.templates, {
      operatorId: body.operatorId,
      template: body.template,
      formData: body.formData,
      senderNetwork: senderNetworkOf(request.ip),
      perNetworkHourLimit: ctx.config.rateLimits.catalogRequestsPerNetworkHour,
      perOperatorHourLimit: ctx.config.rateLimits.catalogRequestsPerOperatorHour,
      dashboardUrl: dashboardUrlOf(ctx),
    });
    switch (result.kind) {
      case 'saved': {
        const response: SaveCatalogRequestResponse = { requestId: result.requestId };
        return reply.status(201).send(response);
      }
      case 'operator_not_found':
        throw new AppError(404, ErrorCodes.notFound, apiMessage('operatorNotFound'));
      case 'template_invalid':
        throw new AppError(400, ErrorCodes.templateInvalid, apiMessage('templateNotInCatalogue'));
      case 'network_limit':
        throw new AppError(429, ErrorCodes.rateLimited, apiMessage('networkRequestLimit'));
      case 'operator_limit':
        throw new AppError(429, ErrorCodes.rateLimited, apiMessage('operatorRateLimited'));
      default:
        return assertNever(result);
    }
  });
}
