import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerCreateDraftRoute } from './create-draft-route.js';
import { registerGetDraftRoute } from './get-draft-route.js';

/** Drafts: the operator shares one; the client's draft page reads it. */
export function draftsArea(ctx: ApiContext): ApiArea {
  return {
    name: 'drafts',
    public: (scope) => registerGetDraftRoute(scope, ctx),
    operator: (scope) => registerCreateDraftRoute(scope, ctx),
  };
}
