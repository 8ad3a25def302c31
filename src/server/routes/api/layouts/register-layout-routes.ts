import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.js';
import { registerCreateLayoutRoute } from './create-layout-route.js';
import { registerDeleteLayoutRoute } from './delete-layout-route.js';
import { registerDownloadBoothPackRoute } from './download-booth-pack-route.js';
import { registerDownloadLayoutRoute } from './download-layout-route.js';
import { registerDuplicateLayoutRoute } from './duplicate-layout-route.js';
import { registerGetLayoutImageRoute } from './get-layout-image-route.js';
import { registerGetLayoutRoute } from './get-layout-route.js';
import { registerGetLayoutThumbnailRoute } from './get-layout-thumbnail-route.js';
import { registerListLayoutsRoute } from './list-layouts-route.js';
import { registerRenameLayoutRoute } from './rename-layout-route.js';
import { registerRestoreLayoutRoute } from './restore-layout-route.js';
import { registerSaveLayoutRoute } from './save-layout-route.js';
import { registerSetLayoutCatalogRoute } from './set-layout-catalog-route.js';
import { registerUploadLayoutImageRoute } from './upload-layout-image-route.js';

/** Layouts saved to the operator's account and the images inside them. */
export function registerLayoutRoutes(app: FastifyInstance, ctx: ApiContext): void {
  registerListLayoutsRoute(app, ctx);
  registerCreateLayoutRoute(app, ctx);
  registerGetLayoutRoute(app, ctx);
  registerSaveLayoutRoute(app, ctx);
  registerRenameLayoutRoute(app, ctx);
  registerSetLayoutCatalogRoute(app, ctx);
  registerDeleteLayoutRoute(app, ctx);
  registerRestoreLayoutRoute(app, ctx);
  registerDuplicateLayoutRoute(app, ctx);
  registerGetLayoutThumbnailRoute(app, ctx);
  registerUploadLayoutImageRoute(app, ctx);
  registerGetLayoutImageRoute(app, ctx);
  registerDownloadLayoutRoute(app, ctx);
  registerDownloadBoothPackRoute(app, ctx);
}
