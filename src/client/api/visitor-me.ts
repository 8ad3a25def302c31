import type { MeResponse } from '../../shared/api/me.js';
import { visitorLimits, visitorPlan } from '../../shared/plans/plan-rules.js';

/** What /api/me answers for someone not logged in; also the stand-in when the call fails. */
export const visitorMe: MeResponse = {
  user: null,
  profile: null,
  plan: visitorPlan,
  unlockedTemplates: {},
  limits: visitorLimits,
};
