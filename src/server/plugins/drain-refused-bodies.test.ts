import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { refusedBodyDrainBytes } from './drain-refused-bodies.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends a head declaring `declared` bytes of body and `sent` of them; resolves with what came back and whether the server closed the connection within `waitMs`. */
function refusedUpload(declared: number, sent: number, waitMs: number): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedByServer: false });
    }, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve({ answer, closedByServer: true });
    };
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
    });
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        [`PUT /api/layouts/00000000-0000-4000-8000-000000000000 HTTP/1.1`, 'Host: localhost', `Origin: ${testPublicUrl}`, 'Content-Type: application/json', `Content-Length: ${declared}`, '', ''].join('\r\n'),
      );
      if (sent > 0) socket.write(Buffer.alloc(sent, '['));
    });
  });
}

describe('a body the server refuses before reading it', () => {
  it('a visitor declaring 8 MB gets its 401 and the connection is closed at once, not held open while the body is read', async () => {
    const { answer, closedByServer } = await refusedUpload(8_000_000, 0, 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(closedByServer).toBe(true);
  });

  it('a small refused body is drained, so the connection stays open for the next request', async () => {
    const { answer, closedByServer } = await refusedUpload(refusedBodyDrainBytes / 2, 0, 1_500);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(closedByServer).toBe(false);
  });
});
