import { CreateDraftResponse, UpdateRequestDraftIdResponse, type CreateDraftRequest, type UpdateRequestDraftIdRequest } from '../../../shared/api/drafts.js';
import type { DraftLayoutRef } from '../../../shared/api/layouts.js';
import { postJson } from '../../api/post-json.js';

/** A draft made from an account layout records the layout and the revision it was drawn from. */
export function createDraft(request: CreateDraftRequest & Partial<DraftLayoutRef>): Promise<CreateDraftResponse> {
  return postJson('/api/create-draft', request, CreateDraftResponse);
}

export function updateRequestDraftId(request: UpdateRequestDraftIdRequest): Promise<UpdateRequestDraftIdResponse> {
  return postJson('/api/update-request-draft-id', request, UpdateRequestDraftIdResponse);
}
