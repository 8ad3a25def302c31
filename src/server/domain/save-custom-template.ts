import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';

/**
 * Step two: marks saved the row this user's upload created for exactly these two keys. Keys of
 * another operator, or that were never uploaded, match no row (false).
 */
export async function saveCustomTemplate(
  db: Database,
  input: { userId: string; theme: string; format: string; originalKey: string; previewKey: string },
): Promise<boolean> {
  const updated = await db
    .update(customTemplates)
    .set({ saved: true, theme: input.theme, format: input.format })
    .where(and(eq(customTemplates.userId, input.userId), eq(customTemplates.originalKey, input.originalKey), eq(customTemplates.previewKey, input.previewKey)))
    .returning({ id: customTemplates.id });
  return updated.length > 0;
}
