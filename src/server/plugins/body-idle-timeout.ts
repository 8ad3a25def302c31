import { Socket } from 'node:net';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The average a body must keep once it has been read for the idle time: far below any phone's upload. */
export const minBodyBytesPerSecond = 1024;

/**
 * Cuts a request body that sends nothing for `idleMs` while it is being read, or that, once it
 * has been read for `idleMs`, has averaged less than minBodyBytesPerSecond (a byte every few
 * seconds keeps no connection open for the server's whole request timeout): 408 BODY_TIMEOUT,
 * then the connection is closed. The clock runs only while the body is read (from the moment the
 * parser starts pulling it), so an upload waiting for its slot with its bytes still in the socket
 * is not timed out for waiting.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    let timer: NodeJS.Timeout | undefined;
    let startedAt = 0;
    let received = 0;
    const cut = (reason: string): AppError => {
      clearTimeout(timer);
      request.log.info({ idleMs, received, reason }, 'request body too slow: cut');
      // Once the answer is out, the half-sent body is not worth waiting for.
      reply.raw.once('finish', () => {
        const socket: unknown = request.raw.socket;
        if (socket instanceof Socket) socket.destroy();
      });
      return new AppError(408, ErrorCodes.bodyTimeout, apiMessage('bodyTimeout'));
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => guarded.destroy(cut('idle')), idleMs);
    };
    const guarded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        // Bytes the socket holds may pass before the parser starts pulling: the clock starts then.
        const elapsedMs = startedAt === 0 ? 0 : Date.now() - startedAt;
        if (elapsedMs > idleMs && received < (minBodyBytesPerSecond * elapsedMs) / 1000) {
          done(cut('trickle'));
          return;
        }
        arm();
        done(null, chunk);
      },
    });
    const disarm = () => clearTimeout(timer);
    guarded.once('resume', () => {
      startedAt = Date.now();
      arm();
    });
    guarded.once('close', disarm);
    guarded.once('end', disarm);
    // An answer sent before the body was read whole (413, a parser's refusal) ends the wait too.
    reply.raw.once('close', disarm);
    // The parser listens for errors while it reads; once it has stopped, nobody needs this one.
    guarded.on('error', () => undefined);
    payload.once('error', (error) => guarded.destroy(error));
    payload.pipe(guarded);
    return guarded;
  });
}
