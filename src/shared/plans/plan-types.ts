// zod/mini: these schemas check GET /api/me, which every page load makes, so they are in the
// first download; the full zod would add 26 KB gzip to it (bench/web.bench.ts).
import { z } from 'zod/mini';

export const PlanType = z.enum(['Gratuito', 'Una Tantum', 'Annuale', 'Demo']);
export type PlanType = z.infer<typeof PlanType>;

export const Plan = z.object({
  type: PlanType,
  /** ISO date; only for the annual plan. */
  endDate: z.nullable(z.string()),
  /**
   * ISO date; only for an annual plan that was cancelled and stays active until then (cancel at
   * period end, as Stripe's portal does); absent while the plan renews.
   */
  cancelAt: z.optional(z.string()),
});
export type Plan = z.infer<typeof Plan>;

export const UnlockedTemplate = z.object({
  downloads_remaining: z.int(),
  unlock_expiry_date: z.string(),
  original_path: z.string(),
  preview_path: z.string(),
});
export type UnlockedTemplate = z.infer<typeof UnlockedTemplate>;

/** 'all' or an explicit list (fonts by family name, clip-art categories in lower case). */
export const Allowance = z.union([z.literal('all'), z.array(z.string())]);
export type Allowance = z.infer<typeof Allowance>;

export const EditorLimits = z.object({
  canUpload: z.boolean(),
  isDemo: z.boolean(),
  availableFonts: Allowance,
  availableClipartCategories: Allowance,
  canShare: z.boolean(),
  canDownload: z.boolean(),
});
export type EditorLimits = z.infer<typeof EditorLimits>;

/** The stored subscription fields the plan is derived from (spec part 2 §3). */
export interface SubscriptionFields {
  planType: string | null;
  subscriptionStatus: string | null;
  /** Seconds since the epoch, as the payment provider reports it. */
  currentPeriodEnd: number | null;
  /** Seconds since the epoch: the subscription is cancelled and ends then; null or absent while it renews. */
  subscriptionCancelAt?: number | null;
}
