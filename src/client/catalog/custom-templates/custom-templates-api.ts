import {
  ListCustomTemplatesResponse,
  type CustomTemplate,
  type SaveCustomTemplateMetadataRequest,
  type UpdateCustomTemplateRequest,
  type UploadCustomTemplateRequest,
  UploadCustomTemplateResponse,
} from '../../../shared/api/custom-templates.js';
import { SuccessResponse } from '../../../shared/api/dashboard.js';
import { maxPageSize } from '../../../shared/api/page-cursor.js';
import { postJson } from '../../api/post-json.js';
import { requestJson } from '../../api/request-json.js';

export interface CustomTemplatesPageOptions {
  cursor?: string | undefined;
  limit?: number | undefined;
  theme?: string | undefined;
  format?: string | undefined;
}

/** The operator's custom-template calls (spec part 2 §7). */
export const customTemplatesApi = {
  /** One page, newest first; `total` with the first page only. */
  listPage(options: CustomTemplatesPageOptions = {}): Promise<ListCustomTemplatesResponse> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(options)) if (value !== undefined) params.set(name, String(value));
    const query = params.toString();
    return requestJson(`/api/custom-templates${query === '' ? '' : `?${query}`}`, ListCustomTemplatesResponse);
  },
  /** Every upload of one theme and format (what a selection grid shows), a page at a time. */
  async listAllOf(theme: string, format: string): Promise<CustomTemplate[]> {
    const all: CustomTemplate[] = [];
    let cursor: string | undefined;
    do {
      const page = await customTemplatesApi.listPage({ theme, format, cursor, limit: maxPageSize });
      all.push(...page.templates);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return all;
  },
  upload(body: UploadCustomTemplateRequest): Promise<UploadCustomTemplateResponse> {
    return postJson('/api/upload-custom-template', body, UploadCustomTemplateResponse);
  },
  async saveMetadata(body: SaveCustomTemplateMetadataRequest): Promise<void> {
    await postJson('/api/save-custom-template-metadata', body, SuccessResponse);
  },
  async update(body: UpdateCustomTemplateRequest): Promise<void> {
    await postJson('/api/update-custom-template', body, SuccessResponse);
  },
  async remove(templateId: string): Promise<void> {
    await postJson('/api/delete-custom-template', { templateId }, SuccessResponse);
  },
};
