import { parentPort } from 'node:worker_threads';
import { renderLayoutFile } from './render-layout-file.js';
import type { RenderedFile } from './render-job.js';
import { renderStartedMessage, type RenderTask } from './render-task.js';

/**
 * The render pool's task: one job in, one encoded file out (see RenderPool). It first tells the
 * pool it has started, so the pool's deadline counts the drawing, not the wait in the queue.
 */
export default async function renderTask(task: RenderTask): Promise<RenderedFile> {
  const { taskId, ...job } = task;
  parentPort?.postMessage(renderStartedMessage(taskId));
  return renderLayoutFile(job);
}

/** A task that does nothing: submitted to start a thread for the waiting renders (RenderPool). */
export function wake(): null {
  return null;
}
