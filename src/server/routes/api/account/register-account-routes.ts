import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AccountProvider } from '../../../../shared/api/account.js';
import { ChangeLoginEmailRequest, ChangePasswordRequest, ConfirmationMailRequest, EndSessionRequest } from '../../../../shared/api/account.js';
import { describePasswordWeakness } from '../../../../shared/auth/password-feedback.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import type { StoredSession } from '../../../auth/session-store.js';
import { idpAccounts } from '../../../db/schema.js';
import { loginAddressChangeMail, passwordChangedNotice } from '../../../domain/account-mails.js';
import { countTokensForAddress, issueAccountToken, revokeAccountTokens } from '../../../domain/account-tokens.js';
import { endAccountSessions, endOneSession } from '../../../domain/end-sessions.js';
import type { AccountUser } from '../../../domain/get-account.js';
import { findAccountUser, getAccount } from '../../../domain/get-account.js';
import { queueEmail } from '../../../domain/queue-email.js';
import { requestAddressVerification } from '../../../domain/request-address-verification.js';
import { findVerifiedAddresses, normalizeAddress } from '../../../domain/verified-addresses.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { AccountStore, hashPassword } from '../../../idp/account-store.js';
import { judgePassword } from '../../../idp/judge-password.js';
import { perUserPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import { confirmLoginAddressPath } from '../../auth/account-link-routes.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** New-login-address links one address may receive in an hour. */
const loginAddressMailsPerHour = 3;

/**
 * The account page's API: addresses and their confirmation, password and login address (with
 * the embedded provider), and the sessions. The session is checked before any body is read.
 */
export async function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const accounts = new AccountStore(ctx.db);
  const sessionOf = new WeakMap<FastifyRequest, StoredSession>();
  const provider: AccountProvider = ctx.config.oidc === undefined ? { kind: 'embedded' } : { kind: 'external', issuer: ctx.config.oidc.issuer };
  const limit = { config: perUserPostRateLimit(ctx.config, ctx.resolver) };

  const load = async (request: FastifyRequest): Promise<{ session: StoredSession; user: AccountUser }> => {
    const session = sessionOf.get(request);
    const user = session === undefined ? undefined : await findAccountUser(ctx.db, session.userId);
    if (session === undefined || user === undefined) throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
    return { session, user };
  };
  /** Password and login address are the embedded provider's; an external one keeps its own. */
  const requireEmbedded = (user: AccountUser) => {
    if (!user.isEmbedded || provider.kind !== 'embedded') {
      throw new AppError(409, ErrorCodes.accountManagedExternally, apiMessage('accountExternal'));
    }
  };
  const requirePassword = async (user: AccountUser, password: string) => {
    if (!(await accounts.isPasswordOf(user.subject, password))) throw new AppError(400, ErrorCodes.passwordWrong, apiMessage('passwordWrong'));
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const session = await ctx.resolver.resolve(request);
      if (session === undefined) throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
      sessionOf.set(request, session);
    });

    scope.get('/api/account', async (request) => {
      const { session, user } = await load(request);
      return getAccount(ctx.db, user, provider, session.idHash);
    });

    scope.post('/api/account/password', limit, async (request) => {
      const { session, user } = await load(request);
      requireEmbedded(user);
      const body = parseWith(ChangePasswordRequest, request.body);
      await requirePassword(user, body.currentPassword);
      const judgement = await judgePassword(body.newPassword, [user.email]);
      if (!judgement.ok) {
        const details = { warning: judgement.warning, suggestions: judgement.suggestions };
        throw new AppError(400, ErrorCodes.passwordWeak, describePasswordWeakness(judgement, 'it'), details);
      }
      const passwordHash = await hashPassword(body.newPassword);
      const isVerified = (await findVerifiedAddresses(ctx.db, user.id, [user.email])).size > 0;
      await ctx.db.transaction(async (tx) => {
        await tx.update(idpAccounts).set({ passwordHash }).where(eq(idpAccounts.id, user.subject));
        await revokeAccountTokens(tx, 'reset-password', user.subject);
        await endAccountSessions(tx, user.subject, { idHash: session.idHash });
        if (isVerified) await queueEmail(tx, passwordChangedNotice(user.email, ctx.config.supportEmail));
      });
      return { success: true };
    });

    scope.post('/api/account/login-email', limit, async (request, reply) => {
      const { user } = await load(request);
      requireEmbedded(user);
      const body = parseWith(ChangeLoginEmailRequest, request.body);
      await requirePassword(user, body.currentPassword);
      const newEmail = normalizeAddress(body.newEmail);
      if (newEmail === normalizeAddress(user.email)) throw new AppError(400, ErrorCodes.validationFailed, apiMessage('alreadyLoginEmail'));
      if ((await accounts.findByEmail(newEmail)) !== undefined) throw new AppError(409, ErrorCodes.emailTaken, apiMessage('emailTaken'));
      const since = new Date(Date.now() - 3600 * 1000);
      if ((await countTokensForAddress(ctx.db, 'change-login-address', newEmail, since)) >= loginAddressMailsPerHour) {
        throw new AppError(429, ErrorCodes.rateLimited, apiMessage('tooManyForAddress'));
      }
      const ttlMs = ctx.config.accountLinks.emailLinkTtlMs;
      await ctx.db.transaction(async (tx) => {
        // Only the newest link counts: an older one to another address stops working.
        await revokeAccountTokens(tx, 'change-login-address', user.id);
        const token = await issueAccountToken(tx, 'change-login-address', { subject: user.id, address: newEmail }, ttlMs);
        const link = `${ctx.config.publicUrl}${confirmLoginAddressPath}?token=${encodeURIComponent(token)}`;
        await queueEmail(tx, loginAddressChangeMail(newEmail, link, Math.round(ttlMs / 3_600_000)));
      });
      return reply.status(202).send({ pendingLoginEmail: newEmail });
    });

    scope.post('/api/account/confirmation-mail', limit, async (request) => {
      const { user } = await load(request);
      const { address } = parseWith(ConfirmationMailRequest, request.body);
      const own = [user.email, user.contactEmail].map(normalizeAddress).filter((value) => value !== '');
      if (!own.includes(normalizeAddress(address))) throw new AppError(400, ErrorCodes.validationFailed, apiMessage('notOwnAddress'));
      const { publicUrl, accountLinks } = ctx.config;
      const outcome = await requestAddressVerification(ctx.db, { userId: user.id, address, publicUrl, ttlMs: accountLinks.emailLinkTtlMs });
      if (outcome === 'rate-limited') throw new AppError(429, ErrorCodes.rateLimited, apiMessage('tooManyForAddress'));
      return { status: outcome };
    });

    scope.post('/api/account/end-session', limit, async (request) => {
      const { user } = await load(request);
      const { sessionId } = parseWith(EndSessionRequest, request.body);
      if (!(await endOneSession(ctx.db, user.id, sessionId))) throw new AppError(404, ErrorCodes.notFound, apiMessage('sessionNotFound'));
      return { success: true };
    });
  });
}
