import type { ErrorCode } from '../../shared/api/error-codes.js';

/** An error meant for the client: its status, catalogue code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
