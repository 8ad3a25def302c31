import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Tables that change on a mere read or login (sessions slide, the IdP keeps its state): not "data". */
const volatileTables = new Set(['sessions', 'auth_transactions', 'idp_payloads', '__drizzle_migrations']);

interface Row extends Record<string, unknown> {
  table_name: string;
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite through drizzle the same shape.
  return (result as { rows: T[] }).rows;
}

/**
 * A digest of every table's content in the test's schema, so a test can prove that a refused
 * request changed nothing anywhere, not only in the table it expected to be targeted.
 */
export async function fingerprintDatabase(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<Row>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.table_name);
  const digest: Record<string, string> = {};
  for (const table of tables) {
    if (volatileTables.has(table)) continue;
    const [row] = rowsOf<{ digest: string; rows: string | number }>(
      await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as rows from "${table}" t`)),
    );
    digest[table] = `${String(row?.rows)}:${row?.digest ?? ''}`;
  }
  return digest;
}
