import type { FastifyInstance } from 'fastify';
import type { ApprovalPublisher } from '../booth-packs/approval-publisher.js';
import type { Database } from '../db/client.js';
import type { AccountDeletionDeps } from '../domain/account-deletion/run-account-deletion.js';
import type { AccountExportDeps } from '../domain/account-export/run-account-export.js';
import type { BlobStore } from '../storage/blob-store.js';
import { registerAccountDeletions } from './register-account-deletions.js';
import { registerAccountExportSweep } from './register-account-export-sweep.js';
import { registerLayoutPurge } from './register-layout-purge.js';
import { registerRequestDigests } from './register-request-digests.js';
import { registerRequestRetention } from './register-request-retention.js';

export interface JobsContext {
  db: Database;
  store: BlobStore;
  publicUrl: string;
  requestRetentionMonths: number;
  accountDeletions: AccountDeletionDeps;
  accountExports: AccountExportDeps;
  approvalPublisher: ApprovalPublisher;
}

/**
 * The server's scheduled work, each safe in several processes: purging deleted layouts, erasing
 * clients' data past its period, the request digests, finishing account deletions a crash
 * interrupted, rebuilding interrupted exports and deleting expired ones, and publishing approved
 * layouts to their booths.
 */
export function registerJobs(app: FastifyInstance, ctx: JobsContext): void {
  registerLayoutPurge(app, ctx.db, ctx.store);
  registerRequestRetention(app, ctx.db, ctx.requestRetentionMonths);
  registerRequestDigests(app, ctx.db, ctx.publicUrl);
  registerAccountDeletions(app, ctx.accountDeletions);
  registerAccountExportSweep(app, ctx.accountExports);
  ctx.approvalPublisher.register(app);
}
