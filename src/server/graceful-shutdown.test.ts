import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sendHttp } from './test-support/http-client.js';
import { createProcessDatabase, type ProcessDatabase } from './test-support/process-database.js';
import { findFreePort, ServerProcess } from './test-support/server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cornice-shutdown-'));
  const database: ProcessDatabase = await createProcessDatabase();
  const port = await findFreePort();
  const server = new ServerProcess(port, { ...database.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, ...extraEnv });
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }), () => database.drop(), () => server.kill());
  await server.start();
  return server;
}

const contactBody = JSON.stringify({ name: 'Giulia Rossi', email: 'giulia@example.test', subject: 'general', message: 'Vorrei informazioni sul piano annuale.' });

/** A POST whose body arrives in two halves: it is in flight between them, as a slow upload is. */
function startSlowPost(server: ServerProcess, url: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = httpRequest(`${server.baseUrl}${url}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), origin: server.baseUrl, 'sec-fetch-site': 'same-origin' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(bytes.subarray(0, half));
  return { answer, finish: () => request.end(bytes.subarray(half)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
  const server = await startServer();
  const slow = startSlowPost(server, '/api/contact', contactBody);
  await pause(300);
  server.signal('SIGTERM');
  await pause(500);

  await expect(sendHttp(`${server.baseUrl}/api/health`, { timeoutMs: 2_000 })).rejects.toThrow(/ECONNREFUSED/);
  slow.finish();
  const answer = await slow.answer;
  expect(answer.status, answer.body).toBe(201);
  expect(await server.exited()).toEqual({ code: 0, signal: null });
}, 240_000);

it('exits 1 once the grace period is over when a request never finishes', async () => {
  const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
  const stalled = startSlowPost(server, '/api/contact', contactBody);
  stalled.answer.catch(() => undefined);
  await pause(300);
  const sentAt = Date.now();
  server.signal('SIGTERM');
  expect(await server.exited()).toEqual({ code: 1, signal: null });
  expect(Date.now() - sentAt).toBeLessThan(5_000);
}, 240_000);
