import { type ProposeClientFieldsRequest, ProposeClientFieldsResponse } from '../../../../shared/api/client-proposals.js';
import { postJson } from '../../../api/post-json.js';

/** POST /api/propose-client-fields: the texts the client changed, for the operator to accept or refuse. */
export function sendClientProposal(body: ProposeClientFieldsRequest): Promise<ProposeClientFieldsResponse> {
  return postJson('/api/propose-client-fields', body, ProposeClientFieldsResponse);
}
