import { apiMessages, type ApiMessage, type ApiMessageKey, type ApiMessageParams, fillMessage } from '../../shared/api/api-messages.js';
import type { ErrorCode } from '../../shared/api/error-codes.js';

/**
 * An error meant for the client: its status, catalogue code and message are sent as they are.
 * An operator-facing message is given by key (apiMessage('layoutNotFound')): the response
 * carries the key and its numbers, so the client shows it in any language; a plain string is
 * for texts no interface shows (the provider's own pages, test hooks).
 */
export class AppError extends Error {
  readonly messageKey: ApiMessageKey | undefined;
  readonly messageParams: ApiMessageParams | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | ApiMessage,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : fillMessage(apiMessages[message.key], message.params));
    this.name = 'AppError';
    this.messageKey = typeof message === 'string' ? undefined : message.key;
    this.messageParams = typeof message === 'string' ? undefined : message.params;
  }
}
