import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 exchange written byte for byte on a socket, so a test can send what no client
 * library would: a Content-Length that lies, or a chunked body with none. `chunks` are written
 * in order (a write the server no longer reads is dropped); the answer is read until it is complete
 * (with `writeAll`, and every chunk written), the server closes the connection or `timeoutMs` passes.
 */
export function sendRaw(
  port: number,
  head: string,
  chunks: readonly (Buffer | string)[],
  options: { timeoutMs?: number; writeAll?: boolean } = {},
): Promise<RawResponse | null> {
  const { timeoutMs = 20_000, writeAll = false } = options;
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const received: Buffer[] = [];
    let finished = false;
    let writesDone = false;
    let response: RawResponse | null = null;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(response ?? parseResponse(Buffer.concat(received).toString('latin1')));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (data: Buffer) => {
      received.push(data);
      response = parseResponse(Buffer.concat(received).toString('latin1'));
      const isComplete = response !== null && Buffer.byteLength(response.body, 'latin1') >= Number(response.headers['content-length'] ?? Infinity);
      if (isComplete && (writesDone || !writeAll)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      void (async () => {
        socket.write(head);
        for (const chunk of chunks) {
          if (socket.destroyed || socket.writableEnded) return;
          // Wait for the kernel to take each chunk, as a slow client would.
          if (!socket.write(chunk)) await new Promise((done) => socket.once('drain', done).once('close', done));
        }
        writesDone = true;
        if (response !== null) finish();
      })();
    });
  });
}

function parseResponse(text: string): RawResponse | null {
  const match = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
  if (match === null) return null;
  const headers: Record<string, string> = {};
  for (const line of (match[2] ?? '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(match[1]), headers, body: match[3] ?? '' };
}

/** A chunked-encoding frame of `data`. */
export function chunkFrame(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}
