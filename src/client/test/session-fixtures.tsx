import type { ReactNode } from 'react';
import type { MeResponse } from '../../shared/api/me.js';
import { freeLimits, fullLimits } from '../../shared/plans/plan-rules.js';
import type { PlanType } from '../../shared/plans/plan-types.js';
import { SessionContext, type Session, type SessionStatus } from '../api/session-context.js';
import { visitorMe } from '../api/visitor-me.js';

/** What /api/me would answer for a logged-in operator on the given plan. */
export function buildOperatorMe(planType: PlanType): MeResponse {
  return {
    user: { id: 'user-1', email: 'operatore@example.com' },
    profile: null,
    plan: { type: planType, endDate: planType === 'Annuale' ? '2027-01-01T00:00:00.000Z' : null },
    unlockedTemplates: {},
    limits: planType === 'Annuale' ? fullLimits : freeLimits,
  };
}

export function buildSession(me: MeResponse = visitorMe, status: SessionStatus = 'loaded'): Session {
  return { status, me, isLoggedIn: me.user !== null, refresh: () => Promise.resolve() };
}

/** Provides a fixed session: component tests never touch the network. */
export function SessionFixture({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
