import type { Database } from '../../../db/client.js';
import type { SessionStore } from '../../../auth/session-store.js';
import type { AppConfig } from '../../../config.js';
import type { ApiArea } from '../api-area.js';
import { registerOperatorSessionHook } from './operator-session-hook.js';
import { registerTestHooks } from './test-hooks-route.js';

/** Tests only (TEST_HOOKS): an operator and a session without the login pages, and hooks on the outbox and the clock. */
export function testHooksArea(db: Database, sessions: SessionStore, config: AppConfig, hasEmbeddedIdp: boolean): ApiArea {
  return {
    name: 'test-hooks',
    ...(hasEmbeddedIdp ? { public: (scope) => registerOperatorSessionHook(scope, db, sessions, config) } : {}),
    operator: (scope) => registerTestHooks(scope, db),
  };
}
