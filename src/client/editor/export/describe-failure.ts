import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';
import { ExportError } from './export-layout';

/** The spec §8 message for a failed step of a download or share. */
export function describeFailure(t: TFunction, stage: 'status' | 'authorize' | 'export' | 'draft', error: unknown): string {
  const serverMessage = error instanceof ApiError && error.message !== '' && !error.message.startsWith('HTTP ') ? error.message : null;
  switch (stage) {
    case 'status':
      return t('editor.download.statusError', { message: serverMessage ?? t('editor.download.statusDefault') });
    case 'authorize':
      return t('editor.download.refused', { reason: serverMessage ?? t('editor.download.authorizeDefault') });
    case 'export':
      return describeExportFailure(t, error);
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
