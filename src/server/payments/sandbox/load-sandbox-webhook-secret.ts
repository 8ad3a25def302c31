import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ensureAppSecret } from '../../db/ensure-app-secret.js';

/** Generated once and kept in app_secrets, so every process signs and verifies alike. */
export function loadSandboxWebhookSecret(db: Database): Promise<string> {
  return ensureAppSecret(db, 'payments.sandbox-webhook-secret', z.string().startsWith('whsec_').min(40), async () => {
    return `whsec_${randomBytes(32).toString('base64url')}`;
  });
}
