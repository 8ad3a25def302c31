// zod/mini, as plan-types.ts: GET /api/me is checked on every page load (first download).
import { z } from 'zod/mini';
import { EditorLimits, Plan, UnlockedTemplate } from '../plans/plan-types.js';

export const Profile = z.object({
  businessName: z.string(),
  logoUrl: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  secondaryEmail: z.string(),
  /** Months after the event date a catalogue request keeps its client's personal data (the operator's choice, or the server's default). */
  requestRetentionMonths: z.optional(z.number()),
  /** New catalogue requests come in a daily digest mail instead of one mail each. */
  requestMailDigest: z.optional(z.boolean()),
});
export type Profile = z.infer<typeof Profile>;

export const MeUser = z.object({ id: z.string(), email: z.string() });
export type MeUser = z.infer<typeof MeUser>;

/** GET /api/me: fresh from the database on every call; a visitor gets user null. */
export const MeResponse = z.object({
  user: z.nullable(MeUser),
  profile: z.nullable(Profile),
  plan: Plan,
  unlockedTemplates: z.record(z.string(), UnlockedTemplate),
  /** Limits outside any particular template (the editor recomputes them per template). */
  limits: EditorLimits,
});
export type MeResponse = z.infer<typeof MeResponse>;
