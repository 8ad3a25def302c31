import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LayoutRecord, SaveLayoutResponse } from '../../shared/api/layouts.js';
import { HttpBrowser } from '../test-support/http-browser.js';
import { sampleLayoutDocument } from '../test-support/layout-kit.js';
import { createProcessDatabase, type ProcessDatabase } from '../test-support/process-database.js';
import { findFreePort, ServerProcess } from '../test-support/server-process.js';
import { writeStandInClient } from '../test-support/stand-in-client.js';
import { createTestPng } from '../test-support/test-png.js';
import { restoreBackup } from './restore-backup.js';

/**
 * `npm run backup` against a running server while layouts are being saved, then a restore into
 * a new DATA_DIR served by a new server: every save answered before the backup began is there,
 * its thumbnail too. On PostgreSQL the command refuses and names pg_dump.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
let workDir: string;
let database: ProcessDatabase;
let server: ServerProcess;
let env: Record<string, string>;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'cornice-backup-'));
  await writeStandInClient(path.join(workDir, 'client'), []);
  database = await createProcessDatabase();
  const port = await findFreePort();
  env = { ...database.env, DATA_DIR: path.join(workDir, 'data'), CLIENT_DIR: path.join(workDir, 'client'), PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: '100000' };
  server = new ServerProcess(port, env);
  await server.start();
}, 240_000);
afterAll(async () => {
  await server.kill();
  await database.drop();
  await rm(workDir, { recursive: true, force: true });
});

function runBackupCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'scripts/backup/backup.ts'), ...args], {
      env: { ...process.env, DATA_DIR: env.DATA_DIR, PORT: String(server.port) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Save {
  revision: number;
  marker: string;
}

it('restores every save acknowledged before the backup began, with its files, and the restored server serves them', async () => {
  const browser = new HttpBrowser(server.baseUrl, () => server.baseUrl);
  await browser.signUp(`backup-${Date.now()}@example.test`);
  if (database.kind === 'postgres') {
    const refused = await runBackupCommand([]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('pg_dump');
    return;
  }
  const thumbnail = `data:image/jpeg;base64,${(await sharp(await createTestPng(96, 64)).jpeg().toBuffer()).toString('base64')}`;
  const layoutIds: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const created = await browser.postJson('/api/layouts', { source: { kind: 'template', document: sampleLayoutDocument() } });
    expect(created.status, created.text).toBe(201);
    layoutIds.push(LayoutRecord.parse(JSON.parse(created.text)).id);
  }
  const acked = new Map<string, Save>();
  let isRunning = true;
  const saveLoop = async (layoutId: string) => {
    while (isRunning) {
      const last = acked.get(layoutId) ?? { revision: 1, marker: '' };
      const marker = `save-${randomBytes(6).toString('hex')}`;
      const answer = await browser.request('PUT', `/api/layouts/${layoutId}`, { json: { baseRevision: last.revision, document: sampleLayoutDocument({ texts: 5, marker }), thumbnail } });
      if (answer.status === 200) acked.set(layoutId, { revision: SaveLayoutResponse.parse(JSON.parse(answer.text)).revision, marker });
    }
  };
  const saving = Promise.all(layoutIds.map(saveLoop));
  while ([...acked.values()].reduce((sum, save) => sum + save.revision, 0) < 12) await new Promise((resolve) => setTimeout(resolve, 20));

  const ackedBefore = new Map(acked);
  const backupDir = path.join(workDir, 'the-backup');
  const backup = await runBackupCommand(['--out', backupDir]);
  const savesDuring = [...acked.values()].reduce((sum, save) => sum + save.revision, 0) - [...ackedBefore.values()].reduce((sum, save) => sum + save.revision, 0);
  isRunning = false;
  await saving;
  expect(backup.code, backup.output).toBe(0);
  expect(backup.output).toContain(backupDir);
  // The server kept serving saves while the backup ran (or the test would prove nothing about that).
  expect(savesDuring).toBeGreaterThan(0);

  await server.kill();
  const restoredEnv = { ...env, DATA_DIR: path.join(workDir, 'restored') };
  const restored = await restoreBackup(backupDir, restoredEnv.DATA_DIR);
  expect(restored.files).toBeGreaterThanOrEqual(3);
  await expect(restoreBackup(backupDir, restoredEnv.DATA_DIR)).rejects.toThrow(/empty DATA_DIR/);
  server = new ServerProcess(server.port, restoredEnv);
  await server.start();

  for (const [layoutId, save] of ackedBefore) {
    const stored = LayoutRecord.parse(await browser.getJson(`/api/layouts/${layoutId}`));
    expect(stored.revision, layoutId).toBeGreaterThanOrEqual(save.revision);
    if (stored.revision === save.revision) {
      const first = stored.document.elements[0];
      expect(first?.type === 'text' ? first.content.split('\n')[0] : '', layoutId).toBe(save.marker);
    }
    expect(stored.thumbnailUrl, layoutId).not.toBeNull();
    const served = await browser.request('GET', stored.thumbnailUrl ?? '');
    expect(served.status, layoutId).toBe(200);
    expect((await sharp(served.body).metadata()).format).toBe('jpeg');
  }
}, 240_000);
