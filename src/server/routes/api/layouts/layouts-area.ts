import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerLayoutRoutes } from './register-layout-routes.js';

/** Layouts saved to the operator's account, the images inside them and their print files. */
export function layoutsArea(ctx: ApiContext): ApiArea {
  return { name: 'layouts', operator: (scope) => registerLayoutRoutes(scope, ctx) };
}
