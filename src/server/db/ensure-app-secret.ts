import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from './client.js';
import { appSecrets } from './schema.js';

/**
 * Reads a generated secret from `app_secrets`, generating it the first time. Several processes
 * may start together on one database: each inserts with ON CONFLICT DO NOTHING and then uses
 * whatever row won, so they all end up with the same value.
 */
export async function ensureAppSecret<T>(db: Database, name: string, schema: z.ZodType<T>, generate: () => Promise<T>): Promise<T> {
  const existing = await readSecret(db, name, schema);
  if (existing !== undefined) return existing;
  await db.insert(appSecrets).values({ name, value: await generate() }).onConflictDoNothing();
  const stored = await readSecret(db, name, schema);
  if (stored === undefined) throw new Error(`app secret ${name} could not be stored`);
  return stored;
}

async function readSecret<T>(db: Database, name: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const rows = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  const row = rows[0];
  if (row === undefined) return undefined;
  const parsed = schema.safeParse(row.value);
  // A malformed row is an operator's edit gone wrong; regenerating would silently break what depends on it.
  if (!parsed.success) throw new Error(`app secret ${name} is malformed: ${parsed.error.message}`);
  return parsed.data;
}
