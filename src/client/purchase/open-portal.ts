import { PortalSessionResponse } from '../../shared/api/checkout.js';
import { ApiError } from '../api/api-error.js';
import { postJson } from '../api/post-json.js';

/** POST /api/create-portal-session: the subscription management page's address, or the server's reason (null: none). */
export async function openPortal(): Promise<{ url: string } | { error: string | null }> {
  try {
    const { url } = await postJson('/api/create-portal-session', {}, PortalSessionResponse);
    return { url };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('[portal] could not open', error);
    return { error: error instanceof ApiError && !error.message.startsWith('HTTP ') ? error.message : null };
  }
}
