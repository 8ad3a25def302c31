import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendParallelDraftUploads } from '../test-support/parallel-uploads.js';
import { chunkFrame, sendRaw } from '../test-support/raw-http.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng } from '../test-support/test-png.js';

let t: TestApp;
let operator: TestOperator;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_DRAFTS_PER_MINUTE: '1000',
    UPLOAD_CONCURRENCY: '2',
    UPLOAD_QUEUE_LIMIT: '3',
    BODY_IDLE_TIMEOUT_SECONDS: '1',
    HTTP_HEADERS_TIMEOUT_SECONDS: '2',
  });
  operator = await TestOperator.signUp(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

function head(cookie: string | undefined, contentLength: number): string {
  return [
    'POST /api/create-draft HTTP/1.1',
    'Host: localhost:8080',
    `Origin: ${testPublicUrl}`,
    'Sec-Fetch-Site: same-origin',
    ...(cookie === undefined ? [] : [`Cookie: ${cookie}`]),
    'Content-Type: application/json',
    `Content-Length: ${contentLength}`,
    '',
    '',
  ].join('\r\n');
}

/** A visitor announcing a megabyte and sending one byte of it, the socket left open. */
function openSlowVisitor(): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head(undefined, 1_000_000));
      socket.write('{');
      resolve(socket);
    });
  });
}

describe('slow request bodies', () => {
  it("ten visitors' never-ending upload bodies take no upload slot: an operator's upload is stored", async () => {
    const visitors = await Promise.all(Array.from({ length: 10 }, openSlowVisitor));
    try {
      const [outcome] = await sendParallelDraftUploads({ port, cookie: operator.browser.jar.header(), origin: testPublicUrl, png: await createTestPng(40, 60), count: 1 });
      expect(outcome?.status, outcome?.body).toBe(201);
    } finally {
      for (const socket of visitors) socket.destroy();
    }
  });

  it("cuts an operator's body that stops sending with 408 BODY_TIMEOUT, and the upload slot comes back", async () => {
    const response = await sendRaw(port, head(operator.browser.jar.header(), 5000), ['{"draftId":"'], { timeoutMs: 15_000 });
    expect(response?.status).toBe(408);
    expect(response?.body).toContain('BODY_TIMEOUT');
    const outcomes = await sendParallelDraftUploads({ port, cookie: operator.browser.jar.header(), origin: testPublicUrl, png: await createTestPng(40, 60), count: 2 });
    expect(outcomes.map((outcome) => outcome.status)).toEqual([201, 201]);
  });

  it("cuts a body that trickles (a byte every quarter second, never idle for the idle time) with 408 BODY_TIMEOUT once it has had the idle time", async () => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let trickle: NodeJS.Timeout | undefined;
    socket.once('connect', () => {
      socket.write(head(operator.browser.jar.header(), 5000));
      trickle = setInterval(() => socket.write('a'), 250);
    });
    // Without the average's floor it would trickle on for twenty minutes: the deadline here fails it.
    const deadline = setTimeout(() => socket.destroy(), 15_000);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
      clearTimeout(deadline);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('BODY_TIMEOUT');
  });

  it('a body refused while it is sent (413) leaves no idle clock behind to fail later', async () => {
    const opening = [
      'POST /api/update-user-metadata HTTP/1.1',
      'Host: localhost:8080',
      `Origin: ${testPublicUrl}`,
      'Sec-Fetch-Site: same-origin',
      `Cookie: ${operator.browser.jar.header()}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const half = chunkFrame(Buffer.alloc(512 * 1024, 'a'));
    const response = await sendRaw(port, opening, [chunkFrame(Buffer.from('{"businessName":"')), half, half, half], { timeoutMs: 15_000 });
    expect(response?.status).toBe(413);
    // Past the idle timeout: a clock left running would now throw where nobody catches it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('closes a connection whose headers never end', async () => {
    const response = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost:8080\r\nX-Slow: ', ['a'], { timeoutMs: 15_000 });
    // Node answers 408 itself when the headers timeout passes; without one it would wait for ever.
    expect(response?.status).toBe(408);
  });
});
