import { visitorLimits, visitorPlan } from '../plans/plan-rules.js';
import type { MeResponse } from './me.js';

/** What /api/me answers for someone not logged in; the client's stand-in when the call fails. */
export const visitorMe: MeResponse = {
  user: null,
  profile: null,
  plan: visitorPlan,
  unlockedTemplates: {},
  limits: visitorLimits,
};
