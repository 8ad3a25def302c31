import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { approvalPublishes } from '../db/schema.js';
import { runApprovalPublish } from '../domain/approval-publish/run-approval-publish.js';
import { registerPeriodicJob } from '../jobs/register-periodic-job.js';
import type { ApiContext } from '../routes/api/api-context.js';

/** How often the sweep looks for publishes no process ran (a crash between the approval's commit and its run). */
const sweepEveryMs = 60_000;

/**
 * Runs the booth publishes clients' approvals asked for, in this process and in the background:
 * the approval answers at once, and its publish (a render of the whole pack) runs after its
 * transaction committed. The rows are the queue: a publish this process never ran is taken by
 * the sweep, at start-up and every minute. Closing the server waits for the runs in progress.
 */
export class ApprovalPublisher {
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly ctx: ApiContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts one publish; its errors are logged (the run records them on the request's timeline). */
  start(jobId: string, options: { isResuming?: boolean } = {}): Promise<void> {
    const run = runApprovalPublish(this.ctx, jobId, options)
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error, jobId }, 'publish on approval failed'))
      .finally(() => this.#running.delete(run));
    this.#running.add(run);
    return run;
  }

  /** Every publish left pending, or running past its claim's life, one after the other. */
  async sweep(): Promise<void> {
    const unfinished = await this.ctx.db.select({ id: approvalPublishes.id }).from(approvalPublishes).where(inArray(approvalPublishes.status, ['pending', 'running']));
    for (const { id } of unfinished) await this.start(id, { isResuming: true });
  }

  register(app: FastifyInstance): void {
    registerPeriodicJob(app, { name: 'publish on approval sweep', everyMs: sweepEveryMs, run: () => this.sweep() });
    // preClose: the database and the render pool (closed in onClose) outlive the last run.
    app.addHook('preClose', async () => {
      await Promise.allSettled(this.#running);
    });
  }
}
