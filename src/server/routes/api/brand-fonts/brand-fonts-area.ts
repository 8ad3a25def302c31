import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerBrandFontRoutes } from './register-brand-font-routes.js';

/** The operator's own fonts (annual plan). */
export function brandFontsArea(ctx: ApiContext): ApiArea {
  return { name: 'brand-fonts', operator: (scope) => registerBrandFontRoutes(scope, ctx) };
}
