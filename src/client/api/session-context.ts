import { createContext } from 'react';
import type { MeResponse } from '../../shared/api/me.js';

export type SessionStatus = 'loading' | 'loaded' | 'error';

export interface Session {
  /** 'error' means /api/me failed: `me` is then the visitor, so the UI still works. */
  status: SessionStatus;
  /** The visitor while loading or after an error. */
  me: MeResponse;
  isLoggedIn: boolean;
  /** Re-reads /api/me without going back to 'loading' (no flash of the logged-out UI). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
