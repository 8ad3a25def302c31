import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type CustomTemplate, customTemplateFileUrl } from '../../shared/api/custom-templates.js';
import { defaultPageSize, encodePageCursor, maxPageSize, type PageCursor } from '../../shared/api/page-cursor.js';
import type { Database } from '../db/client.js';
import { selectCursorTime } from '../db/cursor-time.js';
import { customTemplates } from '../db/schema.js';

export interface CustomTemplatesFilter {
  theme?: string | undefined;
  format?: string | undefined;
}

export interface CustomTemplatesPage {
  templates: CustomTemplate[];
  /** The cursor of the page after this one; null when this one is the last. */
  nextCursor: string | null;
}

/** The operator's saved templates (an upload whose second step never came is nobody's), of a theme and format if asked. */
function savedOf(userId: string, filter: CustomTemplatesFilter): SQL | undefined {
  return and(
    eq(customTemplates.userId, userId),
    eq(customTemplates.saved, true),
    filter.theme === undefined ? undefined : eq(customTemplates.theme, filter.theme),
    filter.format === undefined ? undefined : eq(customTemplates.format, filter.format),
  );
}

/**
 * A page's query (one row more than the page), keyset-paged on (created_at, id) by the partial
 * index on the saved rows (user_id, created_at desc, id desc); the index test EXPLAINs it.
 */
export function selectCustomTemplatesPage(db: Database, userId: string, filter: CustomTemplatesFilter, cursor: PageCursor | undefined, limit: number) {
  const after = cursor === undefined ? undefined : sql`(${customTemplates.createdAt}, ${customTemplates.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
  return db
    .select({
      id: customTemplates.id,
      name: customTemplates.name,
      theme: customTemplates.theme,
      format: customTemplates.format,
      originalKey: customTemplates.originalKey,
      previewKey: customTemplates.previewKey,
      createdAt: customTemplates.createdAt,
      createdAtText: selectCursorTime(customTemplates.createdAt),
    })
    .from(customTemplates)
    .where(and(savedOf(userId, filter), after))
    .orderBy(desc(customTemplates.createdAt), desc(customTemplates.id))
    .limit(limit + 1);
}

type CustomTemplateRow = Awaited<ReturnType<typeof selectCustomTemplatesPage>>[number];

function toCustomTemplate(row: CustomTemplateRow): CustomTemplate {
  return {
    id: row.id,
    name: row.name,
    theme: row.theme,
    format: row.format,
    original: customTemplateFileUrl(row.originalKey),
    preview: customTemplateFileUrl(row.previewKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the operator's saved templates, newest first, with the public URLs of their files. */
export async function listCustomTemplates(
  db: Database,
  userId: string,
  options: CustomTemplatesFilter & { cursor?: PageCursor | undefined; limit?: number } = {},
): Promise<CustomTemplatesPage> {
  const limit = options.limit ?? defaultPageSize;
  const rows = await selectCustomTemplatesPage(db, userId, options, options.cursor, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    templates: page.map(toCustomTemplate),
    nextCursor: rows.length > limit && last !== undefined ? encodePageCursor({ at: last.createdAtText, id: last.id }) : null,
  };
}

export function selectCustomTemplatesCount(db: Database, userId: string, filter: CustomTemplatesFilter) {
  return db.select({ total: count() }).from(customTemplates).where(savedOf(userId, filter));
}

/** How many saved templates the operator has (of a theme and format if asked). */
export async function countCustomTemplates(db: Database, userId: string, filter: CustomTemplatesFilter = {}): Promise<number> {
  const [row] = await selectCustomTemplatesCount(db, userId, filter);
  return row?.total ?? 0;
}

/**
 * Every saved template of the operator, newest first, for their public catalogue (spec part 2 §3
 * "Operator data", which names them all), read a page at a time through the same index.
 */
export async function listAllCustomTemplates(db: Database, userId: string): Promise<CustomTemplate[]> {
  const all: CustomTemplate[] = [];
  let cursor: PageCursor | undefined;
  for (;;) {
    const rows = await selectCustomTemplatesPage(db, userId, {}, cursor, maxPageSize);
    all.push(...rows.slice(0, maxPageSize).map(toCustomTemplate));
    const last = rows[maxPageSize - 1];
    if (rows.length <= maxPageSize || last === undefined) return all;
    cursor = { at: last.createdAtText, id: last.id };
  }
}
