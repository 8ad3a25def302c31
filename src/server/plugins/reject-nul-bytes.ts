import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/** True when a string anywhere in a parsed body or query holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL stores no NUL character in text or jsonb: such input would fail in the database
 * as a 500. No field of ours has a use for one, so every route refuses it up front with a 400.
 */
export function registerNulByteGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNul(request.query, request.body, request.params));
}

/** Throws the 400 when any of these parsed parts holds a NUL (for a route that runs before preValidation). */
export function refuseNul(...parts: unknown[]): void {
  if (parts.some((part) => holdsNul(part))) throw new AppError(400, ErrorCodes.validationFailed, apiMessage('forbiddenCharacters'));
}
