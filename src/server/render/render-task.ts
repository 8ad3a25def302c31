import type { RenderJob } from './render-job.js';

/** A job as the pool hands it to a worker: with its id, which the worker names when it starts. */
export interface RenderTask extends RenderJob {
  taskId: number;
}

/** What a worker posts to the pool when it starts a task. */
export interface RenderStartedMessage {
  renderStarted: number;
}

export const renderStartedMessage = (taskId: number): RenderStartedMessage => ({ renderStarted: taskId });

export function isRenderStartedMessage(message: unknown): message is RenderStartedMessage {
  return typeof message === 'object' && message !== null && typeof (message as Partial<RenderStartedMessage>).renderStarted === 'number';
}
