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

/**
 * Cuts a request body that sends nothing for `idleMs` while it is being read: 408 BODY_TIMEOUT,
 * then the connection is closed. The clock runs only while the body is read (from the moment the
 * parser starts pulling it), so an upload waiting for its slot with its bytes still in the socket
 * is not timed out for waiting. A slow body that keeps sending is bounded by the server's request
 * timeout instead.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request.log.info({ idleMs }, 'request body idle: cut');
        // Once the answer is out, the half-sent body is not worth waiting for.
        reply.raw.once('finish', () => {
          const socket: unknown = request.raw.socket;
          if (socket instanceof Socket) socket.destroy();
        });
        guarded.destroy(new AppError(408, ErrorCodes.bodyTimeout, apiMessage('bodyTimeout')));
      }, idleMs);
    };
    const guarded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        arm();
        done(null, chunk);
      },
    });
    const disarm = () => clearTimeout(timer);
    guarded.once('resume', arm);
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
