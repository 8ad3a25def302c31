import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused body is read and thrown away before the connection is cut. */
const drainMs = 10_000;

/**
 * A 413 is sent while the client is still sending; Fastify then closes the connection, and
 * closing a socket with unread bytes makes the kernel answer with a reset, which often wipes the
 * 413 before the client reads it (a browser shows "connection reset" instead of "too large").
 * So a refused body is drained instead: the connection stays open while Node's parser reads the
 * rest and throws it away (memory stays flat: nothing is kept), and it is cut after drainMs.
 */
export function registerDrainRefusedBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 413 && !request.raw.complete) reply.removeHeader('connection');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const socket: unknown = request.raw.socket;
    // Injected requests (tests, the in-process IdP calls) have no real socket to cut.
    if (request.raw.complete || !(socket instanceof Socket) || socket.destroyed) return;
    const timer = setTimeout(() => {
      if (!request.raw.complete) socket.destroy();
    }, drainMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
