import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * PGlite on disk only: a gzipped tarball of its data directory taken while no query or
   * transaction runs (both of PGlite's locks held), so it is what a crash at that instant would
   * leave; restoring it replays the WAL like any restart after a crash.
   */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite's data directory; undefined keeps PGlite in memory (tests). */
  pgliteDir: string | undefined;
  /** Schema for tables and migration bookkeeping (PostgreSQL tests isolate themselves with it). */
  schemaName?: string;
  /** Told when an idle pooled connection dies (database restarted, network cut); the pool reconnects. */
  onConnectionLost?: (error: Error) => void;
}

const migrationsTable = '__drizzle_migrations';
/** Any fixed number: the advisory lock that serialises migrations across processes. */
const migrationLockKey = 72_616_963;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) return openPostgres(options.databaseUrl, options.schemaName, options.onConnectionLost);
  return openPglite(options.pgliteDir);
}

async function openPostgres(databaseUrl: string, schemaName: string | undefined, onConnectionLost = (_error: Error) => {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // An unreachable database fails a request in seconds (503) instead of queueing it forever.
    connectionTimeoutMillis: 5_000,
    ...(schemaName === undefined ? {} : { options: `-c search_path=${schemaName}` }),
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', onConnectionLost);
  if (schemaName !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzleNodePg({ client: pool, schema });
  // Several processes may start at once on a fresh database: one migrates, the others wait.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrateNodePg(db, { migrationsFolder: migrationsDir, migrationsTable, migrationsSchema: schemaName ?? 'drizzle' });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    lockHolder.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: () => pingDatabase(db),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir === undefined) return migratePgliteClient(new PGlite());
  await mkdir(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir);
  const handle = await migratePgliteClient(client);
  return {
    ...handle,
    // A data directory on disk can be backed up while it serves (npm run backup).
    snapshot: async () => {
      // Fewer WAL records to replay on restore; the dump itself holds the locks.
      await client.exec('CHECKPOINT');
      return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => client.dumpDataDir('gzip')));
    },
  };
}

/** A PGlite instance already open (the test suite reuses its in-memory ones), migrated. */
export async function migratePgliteClient(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir, migrationsTable });
  return {
    db,
    kind: 'pglite',
    ping: () => pingDatabase(db),
    close: () => client.close(),
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
