import type { TFunction } from 'i18next';
import { ErrorCodes } from '../../../shared/api/error-codes.js';
import { ApiError } from '../../api/api-error.js';
import { ExportError } from './export-layout.js';

/** The operator's message for a failed step of a download or share. */
export function describeFailure(t: TFunction, stage: 'status' | 'authorize' | 'export' | 'draft' | 'file', error: unknown): string {
  const serverMessage = error instanceof ApiError && error.message !== '' && !error.message.startsWith('HTTP ') ? error.message : null;
  switch (stage) {
    case 'status':
      return t('editor.download.statusError', { message: serverMessage ?? t('editor.download.statusDefault') });
    case 'authorize':
      return t('editor.download.refused', { reason: serverMessage ?? t('editor.download.authorizeDefault') });
    case 'export':
      return describeExportFailure(t, error);
    case 'file':
      // The server's refusal of a pass (spent, expired) reads as the counted path's refusal.
      if (error instanceof ApiError && error.code === ErrorCodes.downloadNotAllowed) return t('editor.download.refused', { reason: serverMessage ?? t('editor.download.authorizeDefault') });
      if (error instanceof ApiError && error.status < 500 && serverMessage !== null) return t('editor.download.statusError', { message: serverMessage });
      if (error instanceof ApiError && error.code === ErrorCodes.renderBusy && serverMessage !== null) return t('editor.download.statusError', { message: serverMessage });
      return t('editor.download.exportError');
    case 'draft':
      if (error instanceof ExportError && error.failure === 'missing-area') return t('editor.share.noArea');
      if (error instanceof ExportError) return describeExportFailure(t, error);
      return t('editor.share.error', { message: serverMessage ?? t('editor.share.defaultError') });
    default:
      return t('editor.download.exportError');
  }
}

function describeExportFailure(t: TFunction, error: unknown): string {
  if (error instanceof ExportError && error.failure === 'dimensions') return t('editor.download.dimensionsError');
  return t('editor.download.exportError');
}
