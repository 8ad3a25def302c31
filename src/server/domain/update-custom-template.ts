import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';

/** Moves the owner's saved template to another theme or format, and renames it when a name is given; false when it is not theirs. */
export async function updateCustomTemplate(
  db: Database,
  input: { userId: string; templateId: string; theme: string; format: string; name?: string | undefined },
): Promise<boolean> {
  const updated = await db
    .update(customTemplates)
    .set({ theme: input.theme, format: input.format, ...(input.name === undefined ? {} : { name: input.name }) })
    .where(and(eq(customTemplates.id, input.templateId), eq(customTemplates.userId, input.userId), eq(customTemplates.saved, true)))
    .returning({ id: customTemplates.id });
  return updated.length > 0;
}
