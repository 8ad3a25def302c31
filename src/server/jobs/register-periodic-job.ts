import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Names the job in the log when a run fails. */
  name: string;
  everyMs: number;
  /** One run; `isStartUp` is true for the run made as the server comes up. */
  run: (isStartUp: boolean) => Promise<void>;
}

/**
 * Runs a background job once the server is up (without holding its start: the first run may
 * take a while) and then every `everyMs`, one run at a time. A failed run is logged and tried
 * again at the next tick; closing the server waits for a run in progress.
 */
export function registerPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let running: Promise<void> | undefined;
  let isStartUp = true;
  const run = () => {
    running ??= job
      .run(isStartUp)
      .catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed`))
      .finally(() => {
        isStartUp = false;
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), job.everyMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
