import type { CatalogRequestFilters } from '../../shared/api/catalog-requests-query.js';
import type { CatalogRequestItem, RequestStatus } from '../../shared/api/dashboard.js';
import type { PageCursor } from '../../shared/api/page-cursor.js';
import { decodePageCursor } from '../../shared/api/page-cursor.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { formatCsvRow, utf8Bom } from '../export/csv-cells.js';
import { listCatalogRequests } from './list-catalog-requests.js';

/** Rows read per query while the file is written: memory stays flat whatever the history. */
const exportBatch = 500;

const header = ['Ricevuta il', 'Stato', 'Nomi', 'Data evento', 'Email', 'Telefono', 'Città', 'Note', 'Template', 'Modifiche richieste dal cliente'];

/** The status as the dashboard shows it in Italian (spec part 2 §4). */
function statusLabel(status: RequestStatus): string {
  switch (status) {
    case 'nuova':
      return 'Nuova';
    case 'in_lavorazione':
      return 'In Lavorazione';
    case 'pronta_per_revisione':
      return 'Pronta per Revisione';
    case 'modifiche_richieste':
      return 'Modifiche Richieste dal Cliente';
    case 'approvata':
      return 'Approvata';
    case 'annullata':
      return 'Annullata';
    default:
      return assertNever(status);
  }
}

/** 2026-06-14 18:05 in Italian time: a spreadsheet sorts it and reads it as a date. */
const romeTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

function toCsvCells(request: CatalogRequestItem): string[] {
  const { formData } = request;
  return [
    romeTime.format(new Date(request.timestamp)),
    statusLabel(request.status),
    formData.names,
    formData.eventDate,
    formData.email,
    formData.phone,
    formData.city,
    formData.otherText,
    request.template.displayName === '' ? request.template.original_path : request.template.displayName,
    request.clientChanges,
  ];
}

/**
 * The operator's requests under the dashboard's filters as CSV text, newest first, in pieces:
 * the BOM and header, then one piece per batch read through the same keyset pages as the list.
 */
export async function* exportCatalogRequestsCsv(db: Database, operatorId: string, filters: CatalogRequestFilters): AsyncGenerator<string> {
  yield utf8Bom + formatCsvRow(header);
  let cursor: PageCursor | undefined;
  for (;;) {
    const page = await listCatalogRequests(db, operatorId, { ...filters, cursor, limit: exportBatch });
    if (page.requests.length > 0) yield page.requests.map((request) => formatCsvRow(toCsvCells(request))).join('');
    if (page.nextCursor === null) return;
    cursor = decodePageCursor(page.nextCursor) ?? undefined;
    if (cursor === undefined) return;
  }
}
