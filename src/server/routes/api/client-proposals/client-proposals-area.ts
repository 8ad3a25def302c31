import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerDraftLayoutRoute } from './draft-layout-route.js';
import { registerLayoutProposalRoutes } from './layout-proposal-routes.js';
import { registerProposeClientFieldsRoute } from './propose-client-fields-route.js';

/**
 * Fields the client may edit: the draft page reads the draft's layout and sends the client's
 * texts (public, the link is the proof); the layout's owner lists, accepts and refuses them.
 */
export function clientProposalsArea(ctx: ApiContext): ApiArea {
  return {
    name: 'client-proposals',
    public: (scope) => {
      registerDraftLayoutRoute(scope, ctx);
      registerProposeClientFieldsRoute(scope, ctx);
    },
    operator: (scope) => registerLayoutProposalRoutes(scope, ctx),
  };
}
