import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { SaveCatalogRequestRequest, type SaveCatalogRequestResponse } from '../../../../shared/api/public-catalog.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { saveCatalogRequest } from '../../../domain/save-catalog-request.js';
import { AppError } from '../../../http/app-error.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import { parseWith } from '../../../http/parse-with.js';
import { publicPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import { type CatalogContext, dashboardUrlOf } from './catalog-context.js';

/**
 * POST /api/save-catalog-request: a client's request from an operator's public catalogue, no
 * login. Counted per address (RATE_LIMIT_PUBLIC_POST_PER_MINUTE) and per operator
 * (CATALOG_REQUESTS_PER_OPERATOR_HOUR), so neither one sender nor many can flood an operator.
 */
export function registerSaveCatalogRequestRoute(app: FastifyInstance, ctx: CatalogContext): void {
  app.post('/api/save-catalog-request', { bodyLimit: publicFormBodyLimit, config: publicPostRateLimit(ctx.config) }, async (request, reply) => {
    const body = parseWith(SaveCatalogRequestRequest, request.body);
    const result = await saveCatalogRequest(ctx.db, ctx.templates, {
      operatorId: body.operatorId,
      template: body.template,
      formData: body.formData,
      perOperatorHourLimit: ctx.config.rateLimits.catalogRequestsPerOperatorHour,
      dashboardUrl: dashboardUrlOf(ctx),
    });
    switch (result.kind) {
      case 'saved': {
        const response: SaveCatalogRequestResponse = { requestId: result.requestId };
        return reply.status(201).send(response);
      }
      case 'operator_not_found':
        throw new AppError(404, ErrorCodes.notFound, 'Operatore non trovato.');
      case 'template_invalid':
        throw new AppError(400, ErrorCodes.templateInvalid, 'Il template scelto non è nel catalogo di questo operatore.');
      case 'operator_limit':
        throw new AppError(429, ErrorCodes.rateLimited, 'Questo operatore ha ricevuto troppe richieste. Riprova più tardi.');
      default:
        return assertNever(result);
    }
  });
}
