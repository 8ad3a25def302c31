import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MeResponse } from '../../shared/api/me.js';
import { useBootState } from '../app/boot-state-context.js';
import { fetchMe } from './fetch-me.js';
import { SessionContext, type Session, type SessionStatus } from './session-context.js';
import { visitorMe } from './visitor-me.js';

interface SessionState {
  status: SessionStatus;
  me: MeResponse;
}

/**
 * Loads /api/me once per page load and shares it; pages call refresh() after a change. A page the
 * server rendered starts from the answer it rendered with (boot state), read at that request.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const boot = useBootState();
  const [state, setState] = useState<SessionState>(() => (boot === null ? { status: 'loading', me: visitorMe } : { status: 'loaded', me: boot.me }));
  const hasStartedRef = useRef(boot !== null);

  const loadMe = useCallback(async () => {
    try {
      const me = await fetchMe();
      setState({ status: 'loaded', me });
    } catch (error) {
      console.error('[session] GET /api/me failed', error);
      // A failed refresh keeps what we knew; a failed first load falls back to the visitor.
      setState((previous) => (previous.status === 'loaded' ? previous : { status: 'error', me: visitorMe }));
    }
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice in development; the ref keeps it to one request.
    if (hasStartedRef.current) return;
    hasStartedRef.current = true;
    void loadMe();
  }, [loadMe]);

  const session = useMemo<Session>(
    () => ({ status: state.status, me: state.me, isLoggedIn: state.me.user !== null, refresh: loadMe }),
    [state, loadMe],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
