import { buildRequestFiltersQuery, type CatalogRequestFilters } from '../../../shared/api/catalog-requests-query.js';
import {
  CatalogRequestsResponse,
  DeleteSenderRequestsResponse,
  type LogoType,
  type RequestStatus,
  SuccessResponse,
  type UpdateUserMetadataRequest,
  UploadLogoResponse,
} from '../../../shared/api/dashboard.js';
import { type UnlockState, UnlockedTemplatesResponse } from '../../../shared/api/unlocked-templates.js';
import { requestJson } from '../../api/request-json.js';
import { postJson } from '../../api/post-json.js';

/** The dashboard's calls (spec part 2 §7); each throws an ApiError carrying the server's message. */
export const dashboardApi = {
  /** One page of requests under the filters; the first (no cursor) also carries the counts per status. */
  listRequests: (filters: CatalogRequestFilters, cursor?: string) =>
    requestJson(`/api/catalog-requests${buildRequestFiltersQuery(filters, cursor === undefined ? {} : { cursor })}`, CatalogRequestsResponse),
  uploadLogo: async (logoBase64: string, logoType: LogoType) => (await postJson('/api/upload-logo', { logoBase64, logoType }, UploadLogoResponse)).logoUrl,
  saveProfile: (profile: UpdateUserMetadataRequest) => postJson('/api/update-user-metadata', profile, SuccessResponse),
  deleteRequest: (requestId: string) => postJson('/api/delete-catalog-request', { requestId }, SuccessResponse),
  /** The request and the other new ones from its sender network; with dryRun only their number. */
  deleteSenderRequests: (requestId: string, dryRun: boolean) => postJson('/api/delete-sender-requests', { requestId, dryRun }, DeleteSenderRequestsResponse),
  erasePersonalData: (requestId: string) => postJson('/api/erase-request-personal-data', { requestId }, SuccessResponse),
  updateRequestStatus: (requestId: string, newStatus: RequestStatus) => postJson('/api/update-request-status', { requestId, newStatus }, SuccessResponse),
  /** A page of the operator's passes in a state; the first carries their number. */
  listUnlocked: (state: UnlockState, cursor?: string) =>
    requestJson(`/api/unlocked-templates?${new URLSearchParams(cursor === undefined ? { state } : { state, cursor }).toString()}`, UnlockedTemplatesResponse),
  deleteUnlockedTemplate: (templateId: string) => postJson('/api/delete-unlocked-template', { templateId }, SuccessResponse),
};

export { serverMessageOf } from '../../api/server-message.js';
