import type { BoothPackContext } from '../../../booth-packs/booth-pack-context.js';
import type { ApiArea } from '../api-area.js';
import { registerApprovalPublishRoutes } from './register-approval-publish-routes.js';
import { registerBoothPackRoutes } from './register-booth-pack-routes.js';

/** The owner's side of a layout's booth pack (the booth's own pull is routes/pack). */
export function boothPacksArea(ctx: BoothPackContext): ApiArea {
  return {
    name: 'booth-packs',
    operator: (scope) => {
      registerBoothPackRoutes(scope, ctx);
      registerApprovalPublishRoutes(scope, ctx);
    },
  };
}
