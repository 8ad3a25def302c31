import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import type { SessionResolver } from './current-session.js';

/** The logged-in user's id, or a 401 for a visitor on a private route. */
export async function requireUserId(resolver: SessionResolver, request: FastifyRequest): Promise<string> {
  const session = await resolver.resolve(request);
  if (session === undefined) throw new AppError(401, ErrorCodes.unauthenticated, 'Accesso richiesto.');
  return session.userId;
}
