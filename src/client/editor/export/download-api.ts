import { AuthorizeDownloadResponse, CheckDownloadStatusResponse, type DownloadRequest } from '../../../shared/api/downloads.js';
import { postJson } from '../../api/post-json';

export function checkDownloadStatus(request: DownloadRequest): Promise<CheckDownloadStatusResponse> {
  return postJson('/api/check-download-status', request, CheckDownloadStatusResponse);
}

export function authorizeDownload(request: DownloadRequest): Promise<AuthorizeDownloadResponse> {
  return postJson('/api/authorize-and-decrement-download', request, AuthorizeDownloadResponse);
}
