import { Readable } from 'node:stream';
import { CatalogRequestFilters } from '../../../../shared/api/catalog-requests-query.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { exportCatalogRequestsCsv } from '../../../domain/export-catalog-requests.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/**
 * GET /api/catalog-requests/export.csv?status&q&from&to: every request the dashboard's list
 * shows under those filters (all pages), as a CSV file in UTF-8 with a BOM. Only the
 * operator's own; streamed batch by batch.
 */
export function registerExportCatalogRequestsRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/catalog-requests/export.csv', { schema: { querystring: CatalogRequestFilters } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const filters = request.query;
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="richieste-${day}.csv"`)
      .send(Readable.from(exportCatalogRequestsCsv(ctx.db, userId, filters)));
  });
}
