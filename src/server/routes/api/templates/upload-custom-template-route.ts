import {
  customTemplateFileUrl,
  maxCustomOriginalBytes,
  maxCustomPreviewBytes,
  UploadCustomTemplateRequest,
  UploadCustomTemplateResponse,
} from '../../../../shared/api/custom-templates.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { uploadCustomTemplate } from '../../../domain/upload-custom-template.js';
import { storageQuotaError } from '../../../http/storage-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { decodeTemplateFile } from '../../../images/decode-template-file.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** Both files at their largest as base64 (4/3), plus room for the JSON and the names. */
export const uploadCustomTemplateBodyLimit = Math.ceil((maxCustomOriginalBytes + maxCustomPreviewBytes) / 3) * 4 + 64 * 1024;

/**
 * POST /api/upload-custom-template (spec part 2 §7): annual operators only. The files are
 * checked by their bytes, re-encoded and stored under names we make; the answer's two URLs are
 * what the metadata call must send back.
 */
export function registerUploadCustomTemplateRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/upload-custom-template', { bodyLimit: uploadCustomTemplateBodyLimit, config: { ...draftRateLimit(ctx.config, ctx.resolver), access: 'annual' }, ...ctx.uploadGate.routeHooks(), schema: { body: UploadCustomTemplateRequest, response: { 201: UploadCustomTemplateResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const original = decodeTemplateFile(body.originalFile, maxCustomOriginalBytes, apiMessage('originalTooLarge'));
    const preview = decodeTemplateFile(body.previewFile, maxCustomPreviewBytes, apiMessage('previewTooLarge'));
    const result = await uploadCustomTemplate(ctx.db, ctx.blobs, { userId, theme: body.theme, format: body.format, original, preview }, ctx.config.uploads);
    if (result.kind !== 'uploaded') throw storageQuotaError(result);
    const uploaded = result.template;
    const response: UploadCustomTemplateResponse = {
      originalPath: customTemplateFileUrl(uploaded.originalKey),
      previewPath: customTemplateFileUrl(uploaded.previewKey),
    };
    return reply.status(201).send(response);
  });
}
