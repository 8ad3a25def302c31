import { AuthorizeDownloadResponse, CheckDownloadStatusResponse, type DownloadRequest } from '../../../shared/api/downloads.js';
import type { BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import { watermarkHeader, type LayoutDownloadRequest } from '../../../shared/api/layout-downloads.js';
import { createApiError } from '../../api/api-error.js';
import { postJson } from '../../api/post-json.js';
import type { ServerFile } from './run-download.js';

export function checkDownloadStatus(request: DownloadRequest): Promise<CheckDownloadStatusResponse> {
  return postJson('/api/check-download-status', request, CheckDownloadStatusResponse);
}

export function authorizeDownload(request: DownloadRequest): Promise<AuthorizeDownloadResponse> {
  return postJson('/api/authorize-and-decrement-download', request, AuthorizeDownloadResponse);
}

/**
 * POST /api/layouts/:id/downloads: the server draws the stored revision and judges the plan; its
 * watermark header says whether the file is the clean one.
 */
export function downloadLayoutFile(layoutId: string, request: LayoutDownloadRequest): Promise<ServerFile> {
  return postForFile(`/api/layouts/${encodeURIComponent(layoutId)}/downloads`, request);
}

/**
 * POST /api/layouts/:id/downloads/booth: the booth pack zip, built by the server from the stored
 * revision; refused (403 with the reason) to anyone without a clean download of the template.
 */
export function downloadBoothPack(layoutId: string, request: BuildBoothPackRequest): Promise<ServerFile> {
  return postForFile(`/api/layouts/${encodeURIComponent(layoutId)}/downloads/booth`, request);
}

async function postForFile(url: string, request: unknown): Promise<ServerFile> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined;
    }
    throw createApiError(response.status, body);
  }
  return { blob: await response.blob(), isWatermarked: response.headers.get(watermarkHeader) !== 'none' };
}
