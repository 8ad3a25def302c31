import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { Database } from '../db/client.js';
import { getUserPlan } from '../domain/get-user-plan.js';
import { AppError } from '../http/app-error.js';
import type { SessionResolver } from './current-session.js';
import { requireUserId } from './require-user.js';

/**
 * The logged-in user's id when their annual plan is active now (read from the database, so a
 * lapsed subscription stops uploads at once); 401 for a visitor, 403 for any other plan.
 */
export async function requireAnnualUserId(db: Database, resolver: SessionResolver, request: FastifyRequest): Promise<string> {
  const userId = await requireUserId(resolver, request);
  const plan = await getUserPlan(db, userId);
  if (plan.type !== 'Annuale') throw new AppError(403, ErrorCodes.planRequired, 'Il caricamento dei template è riservato al piano Annuale.');
  return userId;
}
