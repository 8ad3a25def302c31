import type { z } from 'zod';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from './app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/** Validates request input against a shared zod schema; a mismatch is a 400, never a 500. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError(400, ErrorCodes.validationFailed, apiMessage('invalidRequest'), details);
}
