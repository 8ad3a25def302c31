import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { sendRequestDigests } from '../domain/send-request-digests.js';
import { registerPeriodicJob } from './register-periodic-job.js';

/** Every hour, the daily digests of new requests that are due (send-request-digests.ts). */
export function registerRequestDigests(app: FastifyInstance, db: Database, publicUrl: string): void {
  registerPeriodicJob(app, {
    name: 'request digests',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const sent = await sendRequestDigests(db, `${publicUrl}/dashboard`);
      if (sent > 0) app.log.info({ sent }, 'request digests queued');
    },
  });
}
