import { apiMessage } from '../../shared/api/api-messages.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { LayoutQuotaRefusal } from '../domain/layout-quota.js';
import { AppError } from './app-error.js';

/** A layout write past the quota, as the routes answer it: 409 LAYOUT_QUOTA_COUNT, 413 LAYOUT_QUOTA_BYTES (in whole megabytes). */
export function layoutQuotaError(refusal: LayoutQuotaRefusal): AppError {
  switch (refusal.kind) {
    case 'layout-quota-count':
      return new AppError(409, ErrorCodes.layoutQuotaCount, apiMessage('layoutQuotaCount', { n: refusal.maxLayouts }), { maxLayouts: refusal.maxLayouts });
    case 'layout-quota-bytes':
      return new AppError(413, ErrorCodes.layoutQuotaBytes, apiMessage('layoutQuotaBytes', { n: Math.floor(refusal.maxBytes / (1024 * 1024)) }), { maxBytes: refusal.maxBytes });
    default:
      return assertNever(refusal);
  }
}
