import type { FastifyInstance } from 'fastify';
import { type AccountDeletionDeps, resumeAccountDeletions } from '../domain/account-deletion/run-account-deletion.js';

const retryEveryMs = 60 * 60 * 1000;

/**
 * Finishes the account deletions a crash or a failure left unfinished: once the server is up
 * (without holding its start: a large account takes a while) and then hourly.
 */
export function registerAccountDeletions(app: FastifyInstance, deps: AccountDeletionDeps): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= resumeAccountDeletions(deps, (deletionId, error) => app.log.warn({ err: error, deletionId }, 'account deletion failed; retried later'))
      .then((finished) => {
        if (finished > 0) app.log.info({ finished }, 'account deletions finished');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'account deletion sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), retryEveryMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
