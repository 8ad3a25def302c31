import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, migratePgliteClient, openDatabase } from '../db/client.js';

/**
 * In-memory PGlite instances this test process has closed, emptied and kept for the next test
 * database: starting a fresh one costs seconds, dropping and re-migrating the schemas a fraction
 * of that. Module state, so it serves every test file a worker runs when files share modules
 * (vitest.config.ts runs the server projects with `isolate: false`).
 */
const idle: PGlite[] = [];

/** A new instance's search path (DISCARD ALL would set PGlite's to pg_catalog). */
const freshSearchPath = 'public';

/**
 * Back to the state of a new instance: no open transaction, none of our schemas. False when the
 * session was changed in a way this does not undo; that instance is closed instead.
 */
async function empty(client: PGlite): Promise<boolean> {
  await client.exec('ROLLBACK');
  await client.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const { rows } = await client.query<{ path: string }>("select current_setting('search_path') as path");
  return rows[0]?.path === freshSearchPath;
}

async function openPooledPglite(): Promise<DatabaseHandle> {
  const client = idle.pop() ?? new PGlite();
  const handle = await migratePgliteClient(client);
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      const reusable = await empty(client).catch(() => false);
      if (reusable) idle.push(client);
      else await client.close();
    },
  };
}

/**
 * The database the server suite runs on: in-memory PGlite, or (TEST_DB_KIND=postgres) the
 * PostgreSQL of TEST_DATABASE_URL in a schema of its own that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openPooledPglite();
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: undefined, schemaName });
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await handle.close();
    },
  };
}
