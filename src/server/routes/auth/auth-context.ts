import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SessionResolver } from '../../auth/current-session.js';
import type { LoginTransactions } from '../../auth/login-transactions.js';
import type { OidcClient } from '../../auth/oidc-client.js';
import type { SessionStore } from '../../auth/session-store.js';

/** What the /auth routes share. */
export interface AuthContext {
  config: AppConfig;
  db: Database;
  oidc: OidcClient;
  sessions: SessionStore;
  resolver: SessionResolver;
  transactions: LoginTransactions;
}
