import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { checkLayoutDocument, type LayoutDocumentCheck } from '../../../domain/check-layout-document.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';
import { AppError } from '../../../http/app-error.js';

/** The wire's document checked, or its refusal as a 400: LAYOUT_TOO_LARGE or LAYOUT_INVALID, with details. */
export function checkedLayoutDocument(input: unknown): LayoutDocument {
  const check = checkLayoutDocument(input);
  if (check.ok) return check.document;
  throw layoutRefusalError(check);
}

/** A refused document's 400 (also for a document the server composed, e.g. an accepted client proposal). */
export function layoutRefusalError(check: Exclude<LayoutDocumentCheck, { ok: true }>): AppError {
  switch (check.refusal) {
    case 'too-large': {
      const megabytes = Math.round(check.maxBytes / (1024 * 1024));
      return new AppError(400, ErrorCodes.layoutTooLarge, apiMessage('layoutTooLarge', { n: megabytes }), { bytes: check.bytes, maxBytes: check.maxBytes });
    }
    case 'too-deep':
      return new AppError(400, ErrorCodes.layoutInvalid, apiMessage('layoutInvalid'), { reason: 'too-deep', maxDepth: check.maxDepth });
    case 'invalid':
      return new AppError(400, ErrorCodes.layoutInvalid, apiMessage('layoutInvalid'), { reason: check.reason, issues: check.issues });
  }
}
