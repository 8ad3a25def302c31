import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { purgeLayouts } from '../domain/purge-layouts.js';
import type { BlobStore } from '../storage/blob-store.js';

const purgeEveryMs = 60 * 60 * 1000;

/**
 * Runs the layout purge (bin past its restore window, images no layout names) once the server
 * is up and then hourly. Every process may run it: the purge claims rows with SKIP LOCKED.
 */
export function registerLayoutPurge(app: FastifyInstance, db: Database, store: BlobStore): void {
  const run = async () => {
    try {
      const report = await purgeLayouts(db, store);
      if (report.layouts + report.images > 0) app.log.info(report, 'layout purge');
    } catch (error) {
      app.log.warn({ err: error }, 'layout purge failed');
    }
  };
  const timer = setInterval(() => void run(), purgeEveryMs);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => clearInterval(timer));
}
