import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { proofOfWorkKeys } from '../db/schema.js';

const keyId = 'catalog';

/**
 * The secret that signs proof-of-work challenges, made once and kept in the database: every
 * process of one deployment then accepts the challenges any of them handed out.
 */
export async function loadProofOfWorkSecret(db: Database): Promise<string> {
  await db.insert(proofOfWorkKeys).values({ id: keyId, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: proofOfWorkKeys.secret }).from(proofOfWorkKeys).where(eq(proofOfWorkKeys.id, keyId));
  if (row === undefined) throw new Error('proof-of-work key missing after insert');
  return row.secret;
}
