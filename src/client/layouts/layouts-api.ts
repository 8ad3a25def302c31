import { z } from 'zod';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import {
  LayoutConflictDetails,
  LayoutRecord,
  LayoutSummary,
  ListLayoutsResponse,
  SaveLayoutResponse,
  UploadLayoutImageResponse,
  type CreateLayoutRequest,
  type ListLayoutsQuery,
  type SaveLayoutRequest,
} from '../../shared/api/layouts.js';
import { createApiError } from '../api/api-error.js';
import { postJson } from '../api/post-json.js';
import { requestJson } from '../api/request-json.js';

const jsonHeaders = { 'Content-Type': 'application/json' };

function layoutPath(id: string, suffix = ''): string {
  return `/api/layouts/${encodeURIComponent(id)}${suffix}`;
}

/** The outcome of a save: saved, or refused because another tab or device saved first. */
export type SaveOutcome = { kind: 'saved'; response: SaveLayoutResponse } | { kind: 'conflict'; current: LayoutConflictDetails };

/** The `details` of a 409 body, when it is the stored layout. */
function readConflictDetails(body: unknown): LayoutConflictDetails | null {
  const parsed = z.object({ error: z.object({ code: z.literal(ErrorCodes.layoutRevisionConflict), details: LayoutConflictDetails }) }).safeParse(body);
  return parsed.success ? parsed.data.error.details : null;
}

/**
 * PUT /api/layouts/:id. A 409 is an answer, not a failure: it carries what is stored now. Every
 * other failure throws an ApiError (a TypeError when the network is down).
 */
async function saveLayout(id: string, request: SaveLayoutRequest): Promise<SaveOutcome> {
  const response = await fetch(layoutPath(id), { method: 'PUT', headers: { ...jsonHeaders, Accept: 'application/json' }, body: JSON.stringify(request), credentials: 'same-origin' });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  if (response.status === 409) {
    const current = readConflictDetails(body);
    if (current !== null) return { kind: 'conflict', current };
  }
  if (!response.ok) throw createApiError(response.status, body);
  return { kind: 'saved', response: SaveLayoutResponse.parse(body) };
}

function listLayouts(query: ListLayoutsQuery = {}): Promise<ListLayoutsResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return requestJson(`/api/layouts${search === '' ? '' : `?${search}`}`, ListLayoutsResponse);
}

function sendJson<Schema extends z.ZodType>(method: 'PATCH' | 'PUT' | 'DELETE', path: string, body: unknown, schema: Schema): Promise<z.infer<Schema>> {
  return requestJson(path, schema, { method, ...(body === undefined ? {} : { headers: jsonHeaders, body: JSON.stringify(body) }) });
}

/** The layout routes, each validated with the shared schema; failures throw an ApiError. */
export const layoutsApi = {
  list: listLayouts,
  get: (id: string) => requestJson(layoutPath(id), LayoutRecord),
  create: (request: CreateLayoutRequest) => postJson('/api/layouts', request, LayoutRecord),
  save: saveLayout,
  rename: (id: string, name: string) => sendJson('PATCH', layoutPath(id), { name }, LayoutSummary),
  /** 'Mostra nel catalogo' on or off. */
  setShownInCatalog: (id: string, shownInCatalog: boolean) => sendJson('PUT', layoutPath(id, '/catalog'), { shownInCatalog }, LayoutSummary),
  remove: (id: string) => sendJson('DELETE', layoutPath(id), undefined, LayoutSummary),
  restore: (id: string) => postJson(layoutPath(id, '/restore'), {}, LayoutSummary),
  duplicate: (id: string) => postJson(layoutPath(id, '/duplicate'), {}, LayoutRecord),
  uploadImage: (image: string) => postJson('/api/layout-images', { image }, UploadLayoutImageResponse),
};
