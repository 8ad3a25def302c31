import { CreateDraftResponse, UpdateRequestDraftIdResponse, type CreateDraftRequest, type UpdateRequestDraftIdRequest } from '../../../shared/api/drafts.js';
import { postJson } from '../../api/post-json';

export function createDraft(request: CreateDraftRequest): Promise<CreateDraftResponse> {
  return postJson('/api/create-draft', request, CreateDraftResponse);
}

export function updateRequestDraftId(request: UpdateRequestDraftIdRequest): Promise<UpdateRequestDraftIdResponse> {
  return postJson('/api/update-request-draft-id', request, UpdateRequestDraftIdResponse);
}
