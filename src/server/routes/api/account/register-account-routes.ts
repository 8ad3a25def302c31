import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AccountProvider } from '../../../../shared/api/account.js';
import {
  AccountResponse,
  ChangeLoginEmailRequest,
  ChangeLoginEmailResponse,
  ChangePasswordRequest,
  ConfirmationMailRequest,
  ConfirmationMailResponse,
  EndSessionRequest,
} from '../../../../shared/api/account.js';
import { SuccessResponse } from '../../../../shared/api/dashboard.js';
import { describePasswordWeakness } from '../../../../shared/auth/password-feedback.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
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
import type { ZodScope } from '../../../http/zod-scope.js';
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
 * the embedded provider), and the sessions. The area's access hook checks the session before any
 * body is read and hands over its id (the current session is marked and kept). Password and login
 * address read their body after `requireEmbedded`, so an account of an external provider gets its
 * 409 whatever it sent; the other bodies are declared.
 */
export function registerAccountRoutes(app: ZodScope, ctx: ApiContext): void {
  const accounts = new AccountStore(ctx.db);
  const provider: AccountProvider = ctx.config.oidc === undefined ? { kind: 'embedded' } : { kind: 'external', issuer: ctx.config.oidc.issuer };
  const limit = { config: perUserPostRateLimit(ctx.config, ctx.resolver) };

  const load = async (request: FastifyRequest): Promise<{ sessionIdHash: string; user: AccountUser }> => {
    const { userId, sessionIdHash } = signedInOperator(request);
    const user = await findAccountUser(ctx.db, userId);
    if (user === undefined) throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
    return { sessionIdHash, user };
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

  app.get('/api/account', { schema: { response: { 200: AccountResponse } } }, async (request) => {
    const { sessionIdHash, user } = await load(request);
    return getAccount(ctx.db, user, provider, sessionIdHash);
  });

  app.post('/api/account/password', { ...limit, schema: { response: { 200: SuccessResponse } } }, async (request) => {
    const { sessionIdHash, user } = await load(request);
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
      await endAccountSessions(tx, user.subject, { idHash: sessionIdHash });
      if (isVerified) await queueEmail(tx, passwordChangedNotice(user.email, ctx.config.supportEmail));
    });
    const response: SuccessResponse = { success: true };
    return response;
  });

  app.post('/api/account/login-email', { ...limit, schema: { response: { 202: ChangeLoginEmailResponse } } }, async (request, reply) => {
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

  app.post('/api/account/confirmation-mail', { ...limit, schema: { body: ConfirmationMailRequest, response: { 200: ConfirmationMailResponse } } }, async (request) => {
    const { user } = await load(request);
    const { address } = request.body;
    const own = [user.email, user.contactEmail].map(normalizeAddress).filter((value) => value !== '');
    if (!own.includes(normalizeAddress(address))) throw new AppError(400, ErrorCodes.validationFailed, apiMessage('notOwnAddress'));
    const { publicUrl, accountLinks } = ctx.config;
    const outcome = await requestAddressVerification(ctx.db, { userId: user.id, address, publicUrl, ttlMs: accountLinks.emailLinkTtlMs });
    if (outcome === 'rate-limited') throw new AppError(429, ErrorCodes.rateLimited, apiMessage('tooManyForAddress'));
    return { status: outcome };
  });

  app.post('/api/account/end-session', { ...limit, schema: { body: EndSessionRequest, response: { 200: SuccessResponse } } }, async (request) => {
    const { user } = await load(request);
    const { sessionId } = request.body;
    if (!(await endOneSession(ctx.db, user.id, sessionId))) throw new AppError(404, ErrorCodes.notFound, apiMessage('sessionNotFound'));
    const response: SuccessResponse = { success: true };
    return response;
  });
}
