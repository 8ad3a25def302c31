import type { CheckoutSessionRequest } from '../../shared/api/checkout.js';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import type { BuiltInTemplates } from '../catalog/built-in-templates.js';
import type { PriceIds } from '../config.js';
import type { Database } from '../db/client.js';
import type { CheckoutBuyer } from '../payments/payment-provider.js';
import { findCheckoutBuyer } from './find-checkout-buyer.js';

export interface CheckoutSources {
  db: Database;
  templates: BuiltInTemplates;
  prices: PriceIds;
}

export type PreparedCheckout =
  | { kind: 'ready'; priceId: string; buyer: CheckoutBuyer | null; template?: { templateId: string; templatePath: string } }
  /** A pass or the annual plan needs an operator (and their account still there). */
  | { kind: 'login-required' }
  /** The shop does not sell this (yet). */
  | { kind: 'price-not-configured' }
  /** The client sent a price that is not this purchase's. */
  | { kind: 'price-mismatch' }
  /** Not a built-in template, or its id is not the one its path gives. */
  | { kind: 'template-invalid' }
  | { kind: 'already-subscribed' };

/**
 * The rules of a checkout before the provider is called: who may buy what, at which configured
 * price (the server maps the purchase type to it; the browser's price is only checked), for which
 * template, and that an active annual subscriber does not subscribe again. Checked in this order.
 */
export async function prepareCheckout(sources: CheckoutSources, request: CheckoutSessionRequest, userId: string | null): Promise<PreparedCheckout> {
  if (request.purchaseType !== 'custom_layout' && userId === null) return { kind: 'login-required' };
  const priceId = sources.prices[request.purchaseType];
  if (priceId === undefined) return { kind: 'price-not-configured' };
  if (request.priceId !== undefined && request.priceId !== priceId) return { kind: 'price-mismatch' };
  const found = userId === null ? null : await findCheckoutBuyer(sources.db, userId);
  if (userId !== null && found === null) return { kind: 'login-required' };
  let template: { templateId: string; templatePath: string } | undefined;
  if (request.purchaseType === 'unlock_template') {
    if (!(await isUnlockableTemplate(sources.templates, request.templateId, request.templatePath))) return { kind: 'template-invalid' };
    template = { templateId: request.templateId, templatePath: request.templatePath };
  }
  if (request.purchaseType === 'subscription' && found !== null && found.plan.type === 'Annuale') return { kind: 'already-subscribed' };
  return { kind: 'ready', priceId, buyer: found === null ? null : found.buyer, ...(template === undefined ? {} : { template }) };
}

/** Built-in templates only for now (operators' own templates come with their upload feature). */
async function isUnlockableTemplate(templates: BuiltInTemplates, templateId: string, templatePath: string): Promise<boolean> {
  const isBuiltInPath = templatePath.startsWith(templatesPrefix) && !templatePath.includes('..') && !/[?#\\]/.test(templatePath);
  const isKnown = !(await templates.isKnown()) || (await templates.find(templatePath)) !== undefined;
  return isBuiltInPath && isKnown && templateIdFromPath(templatePath) === templateId;
}
