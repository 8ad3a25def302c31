import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageFromCookieHeader, type Language } from '../../../shared/i18n/language.js';
import { sandboxSubscriptions } from '../../db/schema.js';
import { accountPostRateLimit } from '../../plugins/rate-limit-configs.js';
import { buildSandboxEvent, toStripeSubscription } from './build-sandbox-event.js';
import { deliverSandboxEvent } from './deliver-sandbox-event.js';
import { oneYearAfter } from './pay-sandbox-session.js';
import { renderPortalPage } from './render-portal-page.js';
import { renderSandboxNotice, sendPage } from './render-sandbox-page.js';
import { sandboxMessagesFor } from './sandbox-messages.js';
import type { SandboxContext } from './sandbox-context.js';

const PortalForm = z.object({
  token: z.string().max(2000),
  subscriptionId: z.string().max(100),
  action: z.enum(['cancel', 'renew']),
});

const expiredLink = (language: Language) => {
  const messages = sandboxMessagesFor(language);
  return renderSandboxNotice(language, messages.linkExpiredTitle, messages.linkExpiredText, { href: '/dashboard', label: messages.goToDashboard });
};

/**
 * GET /sandbox/portal?token=… and POST /sandbox/portal: the sandbox's billing portal. Cancelling
 * ends the plan at once (so the effect shows in a test); renewing adds a year. Each change is
 * announced through the signed webhook, exactly as Stripe's portal would.
 */
export function registerSandboxPortalRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  scope.get<{ Querystring: { token?: string } }>('/sandbox/portal', async (request, reply) => {
    const language = languageFromCookieHeader(request.headers.cookie);
    const claims = ctx.signer.readPortalToken(request.query.token);
    if (claims === undefined) return sendPage(reply, 403, expiredLink(language));
    const subscription = await ctx.provider.findLatestSubscription(claims.customerId);
    return sendPage(reply, 200, renderPortalPage({ token: request.query.token ?? '', returnUrl: claims.returnUrl, subscription, language }));
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

    const now = Math.floor(Date.now() / 1000);
    const change =
      form.data.action === 'cancel'
        ? { status: 'canceled' }
        : { status: 'active', currentPeriodEnd: oneYearAfter(Math.max(now, row.currentPeriodEnd)) };
    const [updated] = await ctx.db.update(sandboxSubscriptions).set(change).where(eq(sandboxSubscriptions.id, row.id)).returning();
    if (updated === undefined) return sendPage(reply, 404, notFound());
    const type = form.data.action === 'cancel' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
    try {
      await deliverSandboxEvent(ctx.app, ctx.webhookSecret, buildSandboxEvent(type, toStripeSubscription(updated)));
    } catch (error) {
      request.log.error({ err: error, subscriptionId: row.id }, 'sandbox webhook delivery failed');
      return sendPage(reply, 502, renderSandboxNotice(language, messages.confirmFailedTitle, messages.changeFailedText));
    }
    request.log.info({ subscriptionId: row.id, action: form.data.action }, 'sandbox subscription changed');
    return reply.redirect(claims.returnUrl, 303);
  });
}
