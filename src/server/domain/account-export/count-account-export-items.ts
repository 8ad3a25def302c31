import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** The entries accountExportEntries will write, counted in one query: the progress bar's total. */
export async function countAccountExportItems(db: Database, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select
      (select count(*) from stored_files where user_id = ${userId} and key like 'logos/%')
      + (select count(*) + count(thumbnail_key) from layouts where user_id = ${userId})
      + (select count(*) from layout_images where user_id = ${userId})
      + (select 3 * count(*) from custom_templates where user_id = ${userId})
      + (select count(*) from brand_fonts where user_id = ${userId})
      + (select count(*) from drafts where user_id = ${userId})
      + (select count(*) from booth_pack_revisions r join booth_pack_links l on l.layout_id = r.layout_id where l.user_id = ${userId})
      + 11 as total`);
  const [row] = (result as unknown as { rows: { total: string | number }[] }).rows;
  return Number(row?.total ?? 0);
}
