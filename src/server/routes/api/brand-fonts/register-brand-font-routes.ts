import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { registerDeleteBrandFontRoute } from './delete-brand-font-route.js';
import { registerGetBrandFontFileRoute } from './get-brand-font-file-route.js';
import { registerListBrandFontsRoute } from './list-brand-fonts-route.js';
import { registerUploadBrandFontRoute } from './upload-brand-font-route.js';

/** An operator's own fonts: upload (annual plan), list, file, delete. */
export function registerBrandFontRoutes(app: ZodScope, ctx: ApiContext): void {
  registerListBrandFontsRoute(app, ctx);
  registerUploadBrandFontRoute(app, ctx);
  registerGetBrandFontFileRoute(app, ctx);
  registerDeleteBrandFontRoute(app, ctx);
}
