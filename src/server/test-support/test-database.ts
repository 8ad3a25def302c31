import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/**
 * The database the server suite runs on: in-memory PGlite, or (TEST_DB_KIND=postgres) the
 * PostgreSQL of TEST_DATABASE_URL in a schema of its own that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
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
