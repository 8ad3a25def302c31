import { ErrorCodes, isErrorCode, type ErrorCode } from '../../shared/api/error-codes.js';
import { localiseApiMessage } from '../i18n/api-messages/localise-api-message.js';

/** A failed /api call, carrying the server's error code so the UI can map it to a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The error's `details`, when the server sent some (a weak password's reasons …). */
  readonly details: unknown;
  /** The key of the server's message (src/shared/api/api-messages.ts), when it sent one. */
  readonly messageKey: string | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    options?: { cause?: unknown; details?: unknown; messageKey?: string },
  ) {
    super(message, options);
    this.details = options?.details;
    this.messageKey = options?.messageKey;
  }
}

/** Reads `{ error: { code, message } }`; a body without it (a proxy page, a 404) gets a code from the status. */
export function createApiError(status: number, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (typeof error === 'object' && error !== null && 'code' in error && isErrorCode(error.code)) {
    // The API speaks Italian; the interface may not.
    const message =
      'message' in error && typeof error.message === 'string'
        ? localiseApiMessage({ message: error.message, messageKey: 'messageKey' in error ? error.messageKey : undefined, params: 'params' in error ? error.params : undefined })
        : error.code;
    return new ApiError(error.code, message, status, {
      ...('details' in error ? { details: error.details } : {}),
      ...('messageKey' in error && typeof error.messageKey === 'string' ? { messageKey: error.messageKey } : {}),
    });
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
