import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { cookieOptions, sessionCookieName } from '../../../auth/cookie-names.js';
import type { SessionStore } from '../../../auth/session-store.js';
import type { AppConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { requestAddressVerificationOnce } from '../../../domain/request-address-verification.js';
import { embeddedIssuerKey, upsertUserFromIdentity } from '../../../domain/upsert-user-from-identity.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { AccountStore } from '../../../idp/account-store.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

const NewOperator = z.object({ email: z.email().max(254), password: z.string().min(8).max(200) });

/**
 * End-to-end tests only (TEST_HOOKS=true): POST /api/test-hooks/operator { email, password }
 * creates the embedded provider's account (the same argon2 password, so the login form takes it
 * later), the operator it logs in as, and a session whose cookie the answer sets: what a sign-up
 * through the login form leaves behind, without the browser's trip through the provider's
 * pages, for the many tests that are not about signing up. The session carries no provider
 * tokens, so a logout ends it here only (there is no provider session to end).
 */
export function registerOperatorSessionHook(app: FastifyInstance, db: Database, sessions: SessionStore, config: AppConfig): void {
  const accounts = new AccountStore(db);
  app.post('/api/test-hooks/operator', async (request, reply) => {
    const { email, password } = parseWith(NewOperator, request.body ?? {});
    const created = await accounts.create(email, password);
    if (!created.ok) throw new AppError(400, ErrorCodes.validationFailed, apiMessage('emailTaken'));
    const userId = await upsertUserFromIdentity(db, { issuer: embeddedIssuerKey, subject: created.account.id, email: created.account.email });
    const now = new Date();
    // As the login callback does: the session remembers its browser, and the first login with
    // an address mails the link that confirms it.
    const { token, session } = await sessions.create(userId, { idToken: null, accessToken: null, refreshToken: null, accessExpiresAt: null }, now, request.headers['user-agent']);
    await requestAddressVerificationOnce(db, { userId, address: created.account.email, publicUrl: config.publicUrl, ttlMs: config.accountLinks.emailLinkTtlMs });
    const maxAge = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
    reply.setCookie(sessionCookieName(config), token, cookieOptions(config, maxAge));
    return reply.status(204).send();
  });
}
