import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';
import { pickDefaultTemplateName } from './pick-default-template-name.js';

/**
 * Step two: marks saved the row this user's upload created for exactly these two keys, under
 * the operator's name for it (blank: 'Personale N', the next number not in use). Keys of
 * another operator, or that were never uploaded, match no row (false).
 */
export async function saveCustomTemplate(
  db: Database,
  input: { userId: string; theme: string; format: string; originalKey: string; previewKey: string; name?: string | undefined },
): Promise<boolean> {
  let name = input.name?.trim() ?? '';
  if (name === '') {
    const taken = await db.select({ name: customTemplates.name }).from(customTemplates).where(and(eq(customTemplates.userId, input.userId), eq(customTemplates.saved, true)));
    name = pickDefaultTemplateName(taken.map((row) => row.name));
  }
  const updated = await db
    .update(customTemplates)
    .set({ saved: true, theme: input.theme, format: input.format, name })
    .where(and(eq(customTemplates.userId, input.userId), eq(customTemplates.originalKey, input.originalKey), eq(customTemplates.previewKey, input.previewKey)))
    .returning({ id: customTemplates.id });
  return updated.length > 0;
}
