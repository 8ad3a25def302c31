import type { FastifyInstance } from 'fastify';
import { type AccountExportDeps, sweepAccountExports } from '../domain/account-export/run-account-export.js';
import { registerPeriodicJob } from './register-periodic-job.js';

/** Once the server is up and hourly: rebuild interrupted exports, delete expired zips. */
export function registerAccountExportSweep(app: FastifyInstance, deps: AccountExportDeps): void {
  registerPeriodicJob(app, {
    name: 'account export sweep',
    everyMs: 60 * 60 * 1000,
    run: (isStartUp) => sweepAccountExports(deps, (exportId, error) => app.log.warn({ err: error, exportId }, 'account export failed'), { isStartUp }),
  });
}
