import { z } from 'zod';
import {
  ListCustomTemplatesResponse,
  type CustomTemplate,
  type SaveCustomTemplateMetadataRequest,
  type UpdateCustomTemplateRequest,
  type UploadCustomTemplateRequest,
  UploadCustomTemplateResponse,
} from '../../../shared/api/custom-templates.js';
import { postJson } from '../../api/post-json';
import { requestJson } from '../../api/request-json';

const Success = z.object({ success: z.literal(true) });

/** The operator's custom-template calls (spec part 2 §7). */
export const customTemplatesApi = {
  async list(): Promise<CustomTemplate[]> {
    return (await requestJson('/api/custom-templates', ListCustomTemplatesResponse)).templates;
  },
  upload(body: UploadCustomTemplateRequest): Promise<UploadCustomTemplateResponse> {
    return postJson('/api/upload-custom-template', body, UploadCustomTemplateResponse);
  },
  async saveMetadata(body: SaveCustomTemplateMetadataRequest): Promise<void> {
    await postJson('/api/save-custom-template-metadata', body, Success);
  },
  async update(body: UpdateCustomTemplateRequest): Promise<void> {
    await postJson('/api/update-custom-template', body, Success);
  },
  async remove(templateId: string): Promise<void> {
    await postJson('/api/delete-custom-template', { templateId }, Success);
  },
};
