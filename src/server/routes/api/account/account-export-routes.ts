import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AccountExportResponse } from '../../../../shared/api/account.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { accountExports } from '../../../db/schema.js';
import { type AccountExportDeps, runAccountExport } from '../../../domain/account-export/run-account-export.js';
import { findLatestAccountExport, startAccountExport, toAccountExport } from '../../../domain/account-export/start-account-export.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { accountPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const ExportParams = z.object({ id: z.string().min(1).max(64) });

/**
 * 'Esporta i miei dati': POST starts an export (built in the background, in this process), GET
 * latest reports its progress, and the download streams the zip to its owner while the link
 * lasts. Another operator's export answers 404, like one never made.
 */
export function registerAccountExportRoutes(app: ZodScope, ctx: ApiContext, deps: AccountExportDeps): void {
  const building = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(building);
  });

  app.post('/api/account/exports', { config: accountPostRateLimit(ctx.config), schema: { response: { 202: AccountExportResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { row, isNew } = await startAccountExport(ctx.db, userId);
    if (isNew) {
      const run = runAccountExport(deps, row.id)
        .catch((error: unknown) => request.log.error({ err: error, exportId: row.id }, 'account export failed'))
        .finally(() => building.delete(run));
      building.add(run);
    }
    const response: AccountExportResponse = { export: toAccountExport(row) };
    return reply.code(202).send(response);
  });

  app.get('/api/account/exports/latest', { schema: { response: { 200: AccountExportResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const row = await findLatestAccountExport(ctx.db, userId);
    const response: AccountExportResponse = { export: row === undefined ? null : toAccountExport(row) };
    return reply.header('Cache-Control', 'no-store').send(response);
  });

  app.get('/api/account/exports/:id/download', { schema: { params: ExportParams } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { id } = request.params;
    const [row] = await ctx.db.select().from(accountExports).where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
    if (row === undefined) throw new AppError(404, ErrorCodes.notFound, apiMessage('notFound'));
    const state = toAccountExport(row);
    if (state.status === 'expired') throw new AppError(410, ErrorCodes.accountExportExpired, apiMessage('accountExportExpired'));
    const stored = state.status === 'ready' && row.blobKey !== null ? await ctx.blobs.getStream(row.blobKey) : null;
    if (stored === null) throw new AppError(404, ErrorCodes.notFound, apiMessage('notFound'));
    const day = row.createdAt.toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(stored.byteSize))
      .header('Content-Disposition', `attachment; filename="cornice-dati-${day}.zip"`)
      .header('Cache-Control', 'private, no-store')
      .send(stored.stream);
  });
}
