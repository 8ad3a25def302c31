import { describe, expect, test } from 'vitest';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { createApiError } from './api-error.js';

describe('createApiError', () => {
  test('keeps the code and message of an API error body', () => {
    const error = createApiError(403, { error: { code: 'CSRF_REJECTED', message: 'Origine non ammessa' } });
    expect(error.code).toBe(ErrorCodes.csrfRejected);
    expect(error.message).toBe('Origine non ammessa');
    expect(error.status).toBe(403);
  });

  test('derives a code from the status when the body is not an API error', () => {
    expect(createApiError(404, undefined).code).toBe(ErrorCodes.notFound);
    expect(createApiError(429, { error: 'too many' }).code).toBe(ErrorCodes.rateLimited);
    expect(createApiError(502, { error: { code: 'SOMETHING_ELSE', message: 'x' } }).code).toBe(ErrorCodes.internal);
  });
});
