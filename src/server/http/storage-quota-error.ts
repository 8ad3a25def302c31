import { apiMessage } from '../../shared/api/api-messages.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { StorageQuotaRefusal } from '../uploads/storage-quota.js';
import { AppError } from './app-error.js';

/** A full store, as the routes answer it: 409 STORAGE_QUOTA_FILES, 413 STORAGE_QUOTA_BYTES (in whole megabytes). */
export function storageQuotaError(refusal: StorageQuotaRefusal): AppError {
  switch (refusal.kind) {
    case 'storage-quota-files':
      return new AppError(409, ErrorCodes.storageQuotaFiles, apiMessage('quotaFiles', { n: refusal.maxFiles }));
    case 'storage-quota-bytes':
      return new AppError(413, ErrorCodes.storageQuotaBytes, apiMessage('quotaBytes', { n: Math.floor(refusal.maxBytes / (1024 * 1024)) }));
    default:
      return assertNever(refusal);
  }
}
