import type { FastifyReply } from 'fastify';

/**
 * Aborts when the request's connection closes before its answer is sent: the client went away
 * (a closed tab, a cancelled fetch, a script that stops waiting), so work done only for that
 * answer (a render) can stop. An answer sent in full does not abort it.
 */
export function connectionClosedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed || reply.request.raw.socket.destroyed) {
    controller.abort();
    return controller.signal;
  }
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
