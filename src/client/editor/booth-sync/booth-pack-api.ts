import { ApprovalPublishResponse, type SetApprovalPublishRequest } from '../../../shared/api/approval-publish.js';
import { BoothPackLinkResponse, type BoothPackLink, type BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import { createApiError } from '../../api/api-error.js';
import { requestJson } from '../../api/request-json.js';

const linkPath = (layoutId: string) => `/api/layouts/${encodeURIComponent(layoutId)}/booth-pack`;

/** The owner's calls for a layout's pull URL; each failure is an ApiError (a TypeError offline). */
export const boothPackApi = {
  get: async (layoutId: string): Promise<BoothPackLink | null> => (await requestJson(linkPath(layoutId), BoothPackLinkResponse)).link,

  /** The server builds the pack of the stored revision and publishes it as the next one; `expiresAt` (null: never) only when it changes. */
  publish: async (layoutId: string, request: BuildBoothPackRequest, expiresAt?: string | null): Promise<BoothPackLink | null> => {
    const query = expiresAt === undefined ? '' : `?expiresAt=${encodeURIComponent(expiresAt ?? 'never')}`;
    return (await requestJson(`${linkPath(layoutId)}${query}`, BoothPackLinkResponse, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) })).link;
  },

  setExpiry: async (layoutId: string, expiresAt: string | null): Promise<BoothPackLink | null> =>
    (await requestJson(linkPath(layoutId), BoothPackLinkResponse, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ expiresAt }) })).link,

  /** 'Pubblica in cabina quando il cliente approva': the setting and its latest run. */
  getApprovalPublish: async (layoutId: string): Promise<ApprovalPublishResponse> => requestJson(`${linkPath(layoutId)}/approval-publish`, ApprovalPublishResponse),

  setApprovalPublish: async (layoutId: string, request: SetApprovalPublishRequest): Promise<ApprovalPublishResponse> =>
    requestJson(`${linkPath(layoutId)}/approval-publish`, ApprovalPublishResponse, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) }),

  revoke: async (layoutId: string): Promise<void> => {
    const response = await fetch(linkPath(layoutId), { method: 'DELETE', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) throw createApiError(response.status, await response.json().catch(() => undefined));
  },
};
