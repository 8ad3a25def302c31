import { asc, eq } from 'drizzle-orm';
import type { BrandFont } from '../../shared/api/brand-fonts.js';
import type { Database } from '../db/client.js';
import { brandFonts } from '../db/schema.js';
import { toBrandFont } from './brand-font-record.js';

/** The operator's faces by family, then weight and style (normal before bold and italic). */
export async function listBrandFonts(db: Database, userId: string): Promise<BrandFont[]> {
  const rows = await db
    .select()
    .from(brandFonts)
    .where(eq(brandFonts.userId, userId))
    .orderBy(asc(brandFonts.family), asc(brandFonts.weight), asc(brandFonts.style), asc(brandFonts.id));
  return rows.map(toBrandFont);
}
