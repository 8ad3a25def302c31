import type { SessionResolver } from '../../../auth/current-session.js';
import type { BuiltInTemplates } from '../../../catalog/built-in-templates.js';
import type { AppConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { PaymentProvider } from '../../../payments/payment-provider.js';

/** What the checkout, portal and webhook routes need. */
export interface PaymentsContext {
  config: AppConfig;
  db: Database;
  resolver: SessionResolver;
  provider: PaymentProvider;
  templates: BuiltInTemplates;
}
