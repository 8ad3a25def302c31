import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How much of a refused body is read and thrown away, at most, before the connection is closed. */
export const refusedBodyDrainBytes = 64 * 1024;
/** How long a refused body is drained, at most. */
const drainMs = 10_000;
/** How long a connection that stopped reading waits for its client to read the answer before it is cut. */
const lingerMs = 2_000;

/**
 * Stops taking bytes from the connection. socket.pause() alone does not: the HTTP parser reads
 * the handle itself and the request being thrown away resumes the socket, so reading is stopped
 * on the handle too. The client's writes then block, which costs the server nothing.
 */
function stopReading(socket: Socket): void {
  socket.pause();
  const handle: unknown = Reflect.get(socket, '_handle');
  if (typeof handle === 'object' && handle !== null && 'readStop' in handle && typeof handle.readStop === 'function') {
    Reflect.apply(handle.readStop, handle, []);
  }
}

/**
 * A declared body too large to drain: the answer and FIN are sent, and the connection is cut
 * once the answer has left Node's write buffer (cutting at once would drop it). A client still
 * sending meets a reset on its next write; browsers read the answer that came before it.
 */
function closeAfterAnswer(socket: Socket): void {
  socket.end();
  socket.once('finish', () => socket.destroy());
}

/**
 * A body with no length that goes past the drain budget: reading stops, the answer and FIN are
 * sent, and the connection is cut after lingerMs, time for a client busy writing to read the
 * answer it already has.
 */
function stopReadingAndLinger(socket: Socket): void {
  stopReading(socket);
  socket.end();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  socket.once('close', () => clearTimeout(timer));
}

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/**
 * A request answered before its body was read (a 401 from the session check, a 413 from a body
 * limit, a 429) costs a bounded amount: a small remainder is read and thrown away, so the
 * connection stays usable and a browser reads the answer; a large one (declared, or met while
 * draining a body with no length) is not read at all: the answer is sent and the connection closed.
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
    const declared = declaredLength(request);
    if (declared !== undefined && declared - request.raw.readableLength > refusedBodyDrainBytes) {
      closeAfterAnswer(socket);
      return;
    }
    let drained = 0;
    const countDrained = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained <= refusedBodyDrainBytes) return;
      request.raw.off('data', countDrained);
      stopReadingAndLinger(socket);
    };
    request.raw.on('data', countDrained);
    const timer = setTimeout(() => {
      if (!request.raw.complete) socket.destroy();
    }, drainMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
