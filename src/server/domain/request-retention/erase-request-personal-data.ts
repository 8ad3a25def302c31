import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CatalogRequestFormData, catalogRequests } from '../../db/schema.js';
import { addMonths, parseEventDate } from './parse-event-date.js';

/** Rows examined per query, so one run never holds many locks or a long list. */
const batchSize = 500;

/**
 * The statement that erases a request's personal fields: the client's names, email, phone, city,
 * notes and asked changes go; status, dates (the event's and the request's) and template stay
 * for the operator's statistics. Only rows not erased yet, so running it again changes nothing.
 */
const erasedFormData = sql`jsonb_build_object('names', '', 'eventDate', coalesce(${catalogRequests.formData}->>'eventDate', ''), 'email', '', 'phone', '', 'city', '', 'otherText', '')`;

async function eraseRows(db: Database, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const erased = await db
    .update(catalogRequests)
    .set({ formData: sql`${erasedFormData}` as unknown as CatalogRequestFormData, clientChanges: '', personalDataErasedAt: now })
    .where(and(inArray(catalogRequests.id, [...ids]), isNull(catalogRequests.personalDataErasedAt)))
    .returning({ id: catalogRequests.id });
  return erased.length;
}

/** 'Cancella dati personali' on one request of the operator's; false when it is not theirs. */
export async function eraseRequestPersonalData(db: Database, operatorId: string, requestId: string, now = new Date()): Promise<boolean> {
  const [owned] = await db.select({ id: catalogRequests.id }).from(catalogRequests).where(and(eq(catalogRequests.id, requestId), eq(catalogRequests.operatorId, operatorId)));
  if (owned === undefined) return false;
  await eraseRows(db, [requestId], now);
  return true;
}

/**
 * The daily retention job: erases the personal fields of every request whose period is over.
 * The period (the operator's choice, else `defaultMonths`) counts from the later of the event
 * date (when the client wrote one a date can be read from) and the request's own date, so the
 * query can skip, by the request's date, every request still inside its period.
 */
export async function eraseExpiredRequestData(db: Database, defaultMonths: number, now = new Date()): Promise<number> {
  let erased = 0;
  for (let after = ''; ; ) {
    const result = await db.execute(sql`
      select r.id, r.created_at as "createdAt", r.form_data->>'eventDate' as "eventDate", coalesce(u.request_retention_months, ${defaultMonths}) as months
      from catalog_requests r join users u on u.id = r.operator_id
      where r.personal_data_erased_at is null and r.id > ${after}
        and r.created_at <= ${now.toISOString()}::timestamptz - make_interval(months => coalesce(u.request_retention_months, ${defaultMonths}))
      order by r.id limit ${batchSize}`);
    const rows = (result as unknown as { rows: { id: string; createdAt: string | Date; eventDate: string | null; months: number | string }[] }).rows;
    const due = rows.filter((row) => {
      const requestedAt = new Date(row.createdAt);
      const eventDate = parseEventDate(row.eventDate ?? '');
      const start = eventDate !== null && eventDate > requestedAt ? eventDate : requestedAt;
      return addMonths(start, Number(row.months)) <= now;
    });
    erased += await eraseRows(db, due.map((row) => row.id), now);
    if (rows.length < batchSize) return erased;
    after = rows.at(-1)?.id ?? after;
  }
}
