import type { AccountExportDeps } from '../../../domain/account-export/run-account-export.js';
import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerAccountExportRoutes } from './account-export-routes.js';
import { type DeleteAccountContext, registerDeleteAccountRoute } from './delete-account-route.js';
import { registerAccountRoutes } from './register-account-routes.js';

/** The account page: addresses, password, login address, sessions, 'Esporta i miei dati' and 'Elimina account'. */
export function accountArea(ctx: ApiContext, deletion: DeleteAccountContext, exportDeps: AccountExportDeps): ApiArea {
  return {
    name: 'account',
    operator: (scope) => {
      registerAccountRoutes(scope, ctx);
      registerDeleteAccountRoute(scope, deletion);
      registerAccountExportRoutes(scope, ctx, exportDeps);
    },
  };
}
