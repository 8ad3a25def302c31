import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { eraseExpiredRequestData } from '../domain/request-retention/erase-request-personal-data.js';
import { registerPeriodicJob } from './register-periodic-job.js';

/**
 * The retention job: once the server is up, then daily. Any process may run it: each erasure is
 * one conditional update, so two runs at once erase a request once.
 */
export function registerRequestRetention(app: FastifyInstance, db: Database, defaultMonths: number): void {
  registerPeriodicJob(app, {
    name: 'request retention',
    everyMs: 24 * 60 * 60 * 1000,
    run: async () => {
      const erased = await eraseExpiredRequestData(db, defaultMonths);
      if (erased > 0) app.log.info({ erased }, 'request retention: personal data erased');
    },
  });
}
