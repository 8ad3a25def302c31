import { z } from 'zod';
import {
  OperatorDataResponse,
  SaveCatalogRequestResponse,
  type SaveCatalogRequestRequest,
  type UpdateRequestFromClientRequest,
} from '../../../shared/api/public-catalog.js';
import { postJson } from '../../api/post-json.js';
import { requestJson } from '../../api/request-json.js';

/** The public catalogue's and draft page's calls (spec part 2 §7); each throws an ApiError. */
export const publicCatalogApi = {
  getOperatorData: (operatorId: string, signal?: AbortSignal): Promise<OperatorDataResponse> =>
    requestJson(`/api/get-operator-data?userId=${encodeURIComponent(operatorId)}`, OperatorDataResponse, signal === undefined ? {} : { signal }),
  saveCatalogRequest: (body: SaveCatalogRequestRequest): Promise<SaveCatalogRequestResponse> => postJson('/api/save-catalog-request', body, SaveCatalogRequestResponse),
  /** Spec §7: only the status matters, the answer's body is not read. */
  async updateRequestFromClient(body: UpdateRequestFromClientRequest): Promise<void> {
    await postJson('/api/update-request-from-client', body, z.unknown());
  },
};
