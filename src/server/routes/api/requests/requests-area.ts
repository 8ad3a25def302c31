import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerDeleteCatalogRequestRoute } from './delete-catalog-request-route.js';
import { registerDeleteSenderRequestsRoute } from './delete-sender-requests-route.js';
import { registerEraseRequestPersonalDataRoute } from './erase-request-personal-data-route.js';
import { registerExportCatalogRequestsRoute } from './export-catalog-requests-route.js';
import { registerListCatalogRequestsRoute } from './list-catalog-requests-route.js';
import { registerNewRequestsCountRoute } from './new-requests-count-route.js';
import { registerUpdateRequestDraftIdRoute } from './update-request-draft-id-route.js';
import { registerUpdateRequestStatusRoute } from './update-request-status-route.js';

/** The operator's side of the catalogue's requests. */
export function requestsArea(ctx: ApiContext): ApiArea {
  return {
    name: 'requests',
    operator: (scope) => {
      registerUpdateRequestDraftIdRoute(scope, ctx);
      registerListCatalogRequestsRoute(scope, ctx);
      registerNewRequestsCountRoute(scope, ctx);
      registerExportCatalogRequestsRoute(scope, ctx);
      registerDeleteCatalogRequestRoute(scope, ctx);
      registerDeleteSenderRequestsRoute(scope, ctx);
      registerEraseRequestPersonalDataRoute(scope, ctx);
      registerUpdateRequestStatusRoute(scope, ctx);
    },
  };
}
