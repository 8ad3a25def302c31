import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerDeleteCustomTemplateRoute } from './delete-custom-template-route.js';
import { registerGetCustomTemplateFileRoute } from './get-custom-template-file-route.js';
import { registerListCustomTemplatesRoute } from './list-custom-templates-route.js';
import { registerSaveCustomTemplateMetadataRoute } from './save-custom-template-metadata-route.js';
import { registerUpdateCustomTemplateRoute } from './update-custom-template-route.js';
import { registerUploadCustomTemplateRoute } from './upload-custom-template-route.js';

/** Operators' own templates: uploads and edits are for the annual plan; their files are served to the catalogue. */
export function templatesArea(ctx: ApiContext): ApiArea {
  return {
    name: 'templates',
    public: (scope) => registerGetCustomTemplateFileRoute(scope, ctx),
    operator: (scope) => {
      registerUploadCustomTemplateRoute(scope, ctx);
      registerSaveCustomTemplateMetadataRoute(scope, ctx);
      registerDeleteCustomTemplateRoute(scope, ctx);
      registerUpdateCustomTemplateRoute(scope, ctx);
      registerListCustomTemplatesRoute(scope, ctx);
    },
  };
}
