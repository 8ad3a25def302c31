import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { PausableDeleteBlobStore } from '../storage/pausable-delete-blob-store.js';
import { ensureAdminToken, isAdminToken } from './admin-token.js';
import { backupName, writeBackup } from './write-backup.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/**
 * POST /admin/backup (what `npm run backup` calls): a backup of the embedded default into
 * DATA_DIR/backups/<name>, answered with its path. The bearer token is DATA_DIR/admin-token; on
 * PostgreSQL or S3 the answer says to use their own tools (pg_dump, bucket versioning).
 */
export async function registerBackupRoute(app: FastifyInstance, config: AppConfig, database: DatabaseHandle, store: PausableDeleteBlobStore): Promise<void> {
  const token = await ensureAdminToken(config.dataDir);
  let running: Promise<unknown> | undefined;
  app.post('/admin/backup', async (request) => {
    if (!isAdminToken(token, request.headers.authorization)) throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
    const snapshot = database.snapshot;
    if (snapshot === undefined || config.storage.kind !== 'filesystem') {
      throw new AppError(409, ErrorCodes.backupUnsupported, apiMessage('backupUnsupported'));
    }
    // One at a time: a second call waits for the first, then takes its own.
    await running?.catch(() => undefined);
    const dir = path.join(config.dataDir, 'backups', backupName(new Date()));
    const job = writeBackup({ snapshot, store, blobsDir: config.storage.dir }, dir);
    running = job;
    const result = await job;
    request.log.info(result, 'backup written');
    return result;
  });
}
