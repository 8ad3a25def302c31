import type { FastifyInstance } from 'fastify';
import { type AccountExportDeps, sweepAccountExports } from '../domain/account-export/run-account-export.js';

const sweepEveryMs = 60 * 60 * 1000;

/** Once the server is up (without holding its start) and hourly: rebuild interrupted exports, delete expired zips. */
export function registerAccountExportSweep(app: FastifyInstance, deps: AccountExportDeps): void {
  let running: Promise<void> | undefined;
  let isStartUp = true;
  const run = () => {
    running ??= sweepAccountExports(deps, (exportId, error) => app.log.warn({ err: error, exportId }, 'account export failed'), { isStartUp })
      .catch((error: unknown) => app.log.warn({ err: error }, 'account export sweep failed'))
      .finally(() => {
        isStartUp = false;
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), sweepEveryMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
