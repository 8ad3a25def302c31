import { ErrorCodes, isErrorCode, type ErrorCode } from '../../shared/api/error-codes.js';
import { localiseServerMessage } from '../i18n/api-messages/localise-server-message';

/** A failed /api call, carrying the server's error code so the UI can map it to a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The error's `details`, when the server sent some (a weak password's reasons …). */
  readonly details: unknown;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    options?: { cause?: unknown; details?: unknown },
  ) {
    super(message, options);
    this.details = options?.details;
  }
}

/** Reads `{ error: { code, message } }`; a body without it (a proxy page, a 404) gets a code from the status. */
export function createApiError(status: number, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (typeof error === 'object' && error !== null && 'code' in error && isErrorCode(error.code)) {
    // The API speaks Italian; the interface may not.
    const message = 'message' in error && typeof error.message === 'string' ? localiseServerMessage(error.message) : error.code;
    return new ApiError(error.code, message, status, 'details' in error ? { details: error.details } : undefined);
  }
  const code = codeFromStatus(status);
  return new ApiError(code, `HTTP ${status}`, status);
}

function codeFromStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return ErrorCodes.unauthenticated;
    case 403:
      return ErrorCodes.forbidden;
    case 404:
      return ErrorCodes.notFound;
    case 405:
      return ErrorCodes.methodNotAllowed;
    case 413:
      return ErrorCodes.payloadTooLarge;
    case 415:
      return ErrorCodes.unsupportedMediaType;
    case 429:
      return ErrorCodes.rateLimited;
    case 503:
      return ErrorCodes.databaseUnavailable;
    default:
      return ErrorCodes.internal;
  }
}
