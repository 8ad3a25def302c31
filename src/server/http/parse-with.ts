import type { z } from 'zod';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from './app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/**
 * The one answer to input a shared schema refuses: 400 VALIDATION_FAILED with the schema's
 * complaints. Route schemas (`zod-validator-compiler.ts`) and `parseWith` both build it here.
 */
export function validationFailure(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError(400, ErrorCodes.validationFailed, apiMessage('invalidRequest'), details);
}

/**
 * Validates request input against a shared zod schema; a mismatch is a 400, never a 500. Routes
 * declare their schemas instead; this stays for the few that must answer something else first.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailure(result.error);
}
