import type { FastifyInstance } from 'fastify';
import { type AccountDeletionDeps, resumeAccountDeletions } from '../domain/account-deletion/run-account-deletion.js';
import { registerPeriodicJob } from './register-periodic-job.js';

/**
 * Finishes the account deletions a crash or a failure left unfinished: once the server is up
 * and then hourly.
 */
export function registerAccountDeletions(app: FastifyInstance, deps: AccountDeletionDeps): void {
  registerPeriodicJob(app, {
    name: 'account deletion sweep',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const finished = await resumeAccountDeletions(deps, (deletionId, error) => app.log.warn({ err: error, deletionId }, 'account deletion failed; retried later'));
      if (finished > 0) app.log.info({ finished }, 'account deletions finished');
    },
  });
}
