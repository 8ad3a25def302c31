import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerAuthorizeDownloadRoute } from './authorize-download-route.js';
import { registerCheckDownloadStatusRoute } from './check-download-status-route.js';

/** A pass's downloads: what is left, and spending one. */
export function downloadsArea(ctx: ApiContext): ApiArea {
  return {
    name: 'downloads',
    operator: (scope) => {
      registerCheckDownloadStatusRoute(scope, ctx);
      registerAuthorizeDownloadRoute(scope, ctx);
    },
  };
}
