import { MeResponse } from '../../shared/api/me.js';
import { requestJson } from './request-json';

/** GET /api/me: the user, profile, plan and unlocked templates, fresh from the database. */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return requestJson('/api/me', MeResponse, { signal });
}
