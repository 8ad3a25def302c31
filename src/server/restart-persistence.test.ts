import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { MeResponse } from '../shared/api/me.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { TestBrowser } from './test-support/login-flow.js';
import { testPublicUrl } from './test-support/test-app.js';

const workDir = await mkdtemp(path.join(tmpdir(), 'cornice-restart-'));
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const schemaName = `test_${randomBytes(6).toString('hex')}`;

/** Opens the same persistent database each time: PGlite on disk, or one PostgreSQL schema. */
function openPersistent(): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: isPostgres ? process.env.TEST_DATABASE_URL : undefined,
    pgliteDir: path.join(workDir, 'db'),
    schemaName: isPostgres ? schemaName : undefined,
  });
}

async function startProcess() {
  const database = await openPersistent();
  const config = loadConfig({ PUBLIC_URL: testPublicUrl, LOG_LEVEL: 'silent', DATA_DIR: workDir }, path.join(workDir, 'client'));
  const app = await buildApp(config, { database });
  await app.ready();
  return { app, stop: async () => (await app.close(), await database.close()) };
}

afterAll(async () => {
  if (isPostgres) {
    const database = await openPersistent();
    await database.db.execute(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await database.close();
  }
  await rm(workDir, { recursive: true, force: true });
});

it('keeps accounts, sessions and the provider keys across a restart', async () => {
  const first = await startProcess();
  const browser = new TestBrowser(first.app);
  const email = `restart-${Date.now()}@example.test`;
  await browser.signUp(email);
  await first.stop();

  const second = await startProcess();
  try {
    const stillIn = new TestBrowser(second.app);
    stillIn.jar.set('cornice_session', browser.jar.get('cornice_session') ?? '');
    const me = MeResponse.parse(await stillIn.getJson('/api/me'));
    expect(me.user?.email).toBe(email);

    // The account (and the provider's signing keys) survived: a fresh browser logs in again.
    const fresh = new TestBrowser(second.app);
    const login = await fresh.logIn(email);
    expect(login.url).toBe(`${testPublicUrl}/dashboard`);
    expect(MeResponse.parse(await fresh.getJson('/api/me')).user?.email).toBe(email);
  } finally {
    await second.stop();
  }
});
