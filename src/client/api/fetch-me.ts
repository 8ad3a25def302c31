import type { MeResponse } from '../../shared/api/me.js';
import { requestJson } from './request-json.js';

/**
 * GET /api/me: the user, profile, plan and unlocked templates, fresh from the database. Every
 * page load makes it, before anything else is drawn: its schema (zod) loads beside the request
 * instead of in the first download, which it would grow by 15 KB gzip (bench/web.bench.ts).
 */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  const schema = import('../../shared/api/me.js').then((module) => module.MeResponse);
  return requestJson('/api/me', schema, { signal });
}
