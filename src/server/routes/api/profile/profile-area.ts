import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerGetLogoRoute } from './get-logo-route.js';
import { registerUpdateUserMetadataRoute } from './update-user-metadata-route.js';
import { registerUploadLogoRoute } from './upload-logo-route.js';

/** The operator's business profile; its logo is public (the catalogue and draft pages show it). */
export function profileArea(ctx: ApiContext): ApiArea {
  return {
    name: 'profile',
    public: (scope) => registerGetLogoRoute(scope, ctx),
    operator: (scope) => {
      registerUploadLogoRoute(scope, ctx);
      registerUpdateUserMetadataRoute(scope, ctx);
    },
  };
}
