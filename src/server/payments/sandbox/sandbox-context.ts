import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SandboxClock } from './sandbox-clock.js';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.js';
import type { SandboxSigner } from './sandbox-signer.js';

export interface SandboxContext {
  /** The root app: its webhook route receives the sandbox's events through inject. */
  app: FastifyInstance;
  config: AppConfig;
  db: Database;
  provider: SandboxPaymentProvider;
  signer: SandboxSigner;
  webhookSecret: string;
  /** The sandbox's time: subscriptions start, end and renew by it (tests move it forward). */
  clock: SandboxClock;
}
