import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertNever } from '../../../shared/util/assert-never.js';
import { languageFromCookieHeader, type Language } from '../../../shared/i18n/language.js';
import { sandboxSubscriptions } from '../../db/schema.js';
import { accountPostRateLimit } from '../../plugins/rate-limit-configs.js';
import { buildSandboxEvent, toStripeSubscription } from './build-sandbox-event.js';
import { deliverSandboxEvent } from './deliver-sandbox-event.js';
import { oneYearAfter, type SandboxSubscriptionRow } from './pay-sandbox-session.js';
import { type PortalAction, renderPortalPage } from './render-portal-page.js';
import { renderSandboxNotice, sendPage } from './render-sandbox-page.js';
import { sandboxMessagesFor } from './sandbox-messages.js';
import type { SandboxContext } from './sandbox-context.js';

const PortalForm = z.object({
  token: z.string().max(2000),
  subscriptionId: z.string().max(100),
  action: z.enum(['cancel', 'resume', 'renew']),
});

type PortalChange = Partial<Pick<SandboxSubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>>;

/**
 * What each button does, as Stripe's portal by default: 'cancel' keeps the subscription active
 * until its period ends ('deleted' comes then, from the clock's sweep); 'resume' undoes that
 * before the end; 'renew' restarts an ended subscription for a year. undefined: not possible
 * in the subscription's state (a stale page), nothing changes.
 */
function planChange(action: PortalAction, row: SandboxSubscriptionRow, now: number): PortalChange | undefined {
  const isActive = row.status === 'active';
  switch (action) {
    case 'cancel':
      return isActive ? { cancelAtPeriodEnd: true } : undefined;
    case 'resume':
      return isActive ? { cancelAtPeriodEnd: false } : undefined;
    case 'renew':
      return isActive ? undefined : { status: 'active', cancelAtPeriodEnd: false, currentPeriodStart: now, currentPeriodEnd: oneYearAfter(now) };
    default:
      return assertNever(action);
  }
}

const expiredLink = (language: Language) => {
  const messages = sandboxMessagesFor(language);
  return renderSandboxNotice(language, messages.linkExpiredTitle, messages.linkExpiredText, { href: '/dashboard', label: messages.goToDashboard });
};

/**
 * GET /sandbox/portal?token=…[&step=confirm-cancel] and POST /sandbox/portal: the sandbox's
 * billing portal. Cancelling (after a confirmation page) ends the plan at the period end, as
 * Stripe's portal does by default; resuming undoes it; renewing restarts an ended subscription.
 * Each change is announced through the signed `customer.subscription.updated` webhook, exactly
 * as Stripe's portal would; `deleted` follows at the period end (settle-due-sandbox-subscriptions).
 */
export function registerSandboxPortalRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  scope.get<{ Querystring: { token?: string; step?: string } }>('/sandbox/portal', async (request, reply) => {
    const language = languageFromCookieHeader(request.headers.cookie);
    const claims = ctx.signer.readPortalToken(request.query.token);
    if (claims === undefined) return sendPage(reply, 403, expiredLink(language));
    const subscription = await ctx.provider.findLatestSubscription(claims.customerId);
    const isConfirmingCancel = request.query.step === 'confirm-cancel';
    return sendPage(reply, 200, renderPortalPage({ token: request.query.token ?? '', returnUrl: claims.returnUrl, subscription, language, isConfirmingCancel }));
  });

  scope.post('/sandbox/portal', { config: accountPostRateLimit(ctx.config) }, async (request, reply) => {
    const language = languageFromCookieHeader(request.headers.cookie);
    const messages = sandboxMessagesFor(language);
    const notFound = () => renderSandboxNotice(language, messages.subscriptionNotFoundTitle, messages.subscriptionNotFoundText);
    const form = PortalForm.safeParse(request.body ?? {});
    const claims = form.success ? ctx.signer.readPortalToken(form.data.token) : undefined;
    if (!form.success || claims === undefined) return sendPage(reply, 403, expiredLink(language));
    const [row] = await ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.id, form.data.subscriptionId), eq(sandboxSubscriptions.customerId, claims.customerId)))
      .limit(1);
    if (row === undefined) return sendPage(reply, 404, notFound());

    const change = planChange(form.data.action, row, ctx.clock.nowSeconds());
    // A page opened before another change: nothing to do, back to the portal as it is now.
    if (change === undefined) return reply.redirect(`/sandbox/portal?token=${encodeURIComponent(form.data.token)}`, 303);
    const [updated] = await ctx.db
      .update(sandboxSubscriptions)
      .set(change)
      .where(and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.status, row.status)))
      .returning();
    if (updated === undefined) return reply.redirect(`/sandbox/portal?token=${encodeURIComponent(form.data.token)}`, 303);
    try {
      await deliverSandboxEvent(ctx.app, ctx.webhookSecret, buildSandboxEvent('customer.subscription.updated', toStripeSubscription(updated), ctx.clock.now()));
    } catch (error) {
      request.log.error({ err: error, subscriptionId: row.id }, 'sandbox webhook delivery failed');
      return sendPage(reply, 502, renderSandboxNotice(language, messages.confirmFailedTitle, messages.changeFailedText));
    }
    request.log.info({ subscriptionId: row.id, action: form.data.action }, 'sandbox subscription changed');
    return reply.redirect(claims.returnUrl, 303);
  });
}
