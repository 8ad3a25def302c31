import type { ApiArea } from '../api-area.js';
import { registerCatalogRequestChallengeRoute } from './catalog-request-challenge-route.js';
import type { CatalogContext } from './catalog-context.js';
import { registerGetOperatorDataRoute } from './get-operator-data-route.js';
import { registerSaveCatalogRequestRoute } from './save-catalog-request-route.js';
import { registerUpdateRequestFromClientRoute } from './update-request-from-client-route.js';

/** The public catalogue and what its visitors send: requests, and answers to a draft. */
export function catalogArea(ctx: CatalogContext): ApiArea {
  return {
    name: 'catalog',
    public: (scope) => {
      registerGetOperatorDataRoute(scope, ctx);
      registerCatalogRequestChallengeRoute(scope, ctx);
      registerSaveCatalogRequestRoute(scope, ctx);
      registerUpdateRequestFromClientRoute(scope, ctx);
    },
  };
}
