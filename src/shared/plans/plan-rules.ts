import type { EditorLimits, Plan, SubscriptionFields, UnlockedTemplate } from './plan-types.js';

/** Single-template pass: spec part 1 §9 and part 2 §9. */
export const passRules = { downloads: 3, validDays: 7, priceEuro: 25 } as const;
export const annualPlan = { priceEuro: 590, originalPriceEuro: 790 } as const;

const visitorFonts = ['Roboto', 'Open Sans', 'Lato', 'Pacifico', 'Lobster', 'Playfair Display', 'Oswald'];
const freeFonts = ['Roboto', 'Open Sans', 'Lato', 'Pacifico', 'Lobster'];
const sampleClipartCategories = ['prova'];

export const fullLimits: EditorLimits = {
  canUpload: true,
  isDemo: false,
  availableFonts: 'all',
  availableClipartCategories: 'all',
  canShare: true,
  canDownload: true,
};

/** Free logged-in operator: watermarked download, share, sample clip-art only. */
export const freeLimits: EditorLimits = {
  canUpload: false,
  isDemo: false,
  availableFonts: freeFonts,
  availableClipartCategories: sampleClipartCategories,
  canShare: true,
  canDownload: true,
};

/** Anonymous visitor in the demo editor: no download, share shows the registration alert. */
export const visitorLimits: EditorLimits = {
  canUpload: false,
  isDemo: true,
  availableFonts: visitorFonts,
  availableClipartCategories: sampleClipartCategories,
  canShare: true,
  canDownload: false,
};

export const visitorPlan: Plan = { type: 'Gratuito', endDate: null };

/**
 * Annuale when the subscription is active and the plan type is Annuale (with cancelAt when it was
 * cancelled and runs to that date); Una Tantum when the plan type is Una Tantum; otherwise
 * Gratuito (spec part 1 §4, part 2 §4).
 */
export function computePlan(fields: SubscriptionFields): Plan {
  if (fields.subscriptionStatus === 'active' && fields.planType === 'Annuale') {
    const endDate = fields.currentPeriodEnd === null ? null : new Date(fields.currentPeriodEnd * 1000).toISOString();
    const cancelAt = fields.subscriptionCancelAt ?? null;
    return cancelAt === null ? { type: 'Annuale', endDate } : { type: 'Annuale', endDate, cancelAt: new Date(cancelAt * 1000).toISOString() };
  }
  if (fields.planType === 'Una Tantum') return { type: 'Una Tantum', endDate: null };
  return { type: 'Gratuito', endDate: null };
}

/** A pass is active while it has downloads left and its expiry is in the future. */
export function isUnlockActive(unlock: UnlockedTemplate, now: Date): boolean {
  return unlock.downloads_remaining > 0 && new Date(unlock.unlock_expiry_date).getTime() > now.getTime();
}

/**
 * Editor limits: the annual plan gets the full limits; otherwise the full limits apply when the
 * current template has an unlocked entry with a future expiry; otherwise the free limits.
 */
export function computeEditorLimits(
  plan: Plan,
  unlocked: Readonly<Record<string, UnlockedTemplate>>,
  templateId: string | null,
  now: Date,
): EditorLimits {
  if (plan.type === 'Annuale') return fullLimits;
  if (plan.type === 'Demo') return visitorLimits;
  // Spec part 1 §4 and part 2 §4 word it as "an unlocked entry with a future expiry", so a pass
  // with no downloads left still edits with full limits until it expires; its downloads are
  // refused by the server's counter (and the card shows 'Download Esauriti').
  const unlock = templateId === null ? undefined : unlocked[templateId];
  if (unlock && new Date(unlock.unlock_expiry_date).getTime() > now.getTime()) return fullLimits;
  return freeLimits;
}

/**
 * Whether the editor draws the template's print original rather than its display copy: with the
 * annual plan, or a valid pass for it (downloads left, not expired: isUnlockActive). A pass whose
 * downloads are spent keeps the full limits until it expires but not the original: a clean print
 * file is what a download pays for. The server serves the original by the same rule.
 */
export function drawsPrintOriginal(plan: Plan, unlocked: Readonly<Record<string, UnlockedTemplate>>, templateId: string | null, now: Date): boolean {
  if (plan.type === 'Annuale') return true;
  if (plan.type === 'Demo') return false;
  const unlock = templateId === null ? undefined : unlocked[templateId];
  return unlock !== undefined && isUnlockActive(unlock, now);
}

/** Brand fonts: uploading one is for the annual plan only; passes and free accounts are refused. */
export function canUploadBrandFonts(plan: Plan): boolean {
  return plan.type === 'Annuale';
}

/**
 * Spec §2 and §6: the free operator edits under the in-editor 'Demo' overlay. The demo editor
 * has none ("no watermark banner"), and full limits mean a paid plan.
 */
export function showsDemoOverlay(limits: EditorLimits): boolean {
  return !limits.isDemo && !limits.canUpload;
}
