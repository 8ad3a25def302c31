import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ProcessDatabase {
  /** Environment for a server process: DATABASE_URL of a fresh database, or '' for PGlite in DATA_DIR. */
  env: Record<string, string>;
  kind: 'pglite' | 'postgres';
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A database for real server processes: on server-postgres a fresh PostgreSQL database of its
 * own (created on TEST_DATABASE_URL's server, dropped afterwards), since a process configures
 * only DATABASE_URL; on server-pglite the process's own PGlite under its DATA_DIR.
 */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') return { env: { DATABASE_URL: '' }, kind: 'pglite', url: undefined, drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `cornice_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'postgres',
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
