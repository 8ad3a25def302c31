import { describe, expect, it } from 'vitest';
import { canUploadBrandFonts, computeEditorLimits, computePlan, drawsPrintOriginal, freeLimits, fullLimits, isUnlockActive, showsDemoOverlay, visitorLimits } from './plan-rules.js';
import type { UnlockedTemplate } from './plan-types.js';

const now = new Date('2026-06-01T12:00:00Z');
const unlock = (downloads: number, expiry: string): UnlockedTemplate => ({
  downloads_remaining: downloads,
  unlock_expiry_date: expiry,
  original_path: '/templates/matrimonio/cartolina_verticale/a.png',
  preview_path: '/templates/matrimonio/cartolina_verticale/a-preview.jpg',
});

describe('computePlan', () => {
  it('is Gratuito with nothing stored', () => {
    expect(computePlan({ planType: null, subscriptionStatus: null, currentPeriodEnd: null })).toEqual({ type: 'Gratuito', endDate: null });
  });
  it('is Annuale only while the subscription is active, with its end date', () => {
    expect(computePlan({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: 1_800_000_000 })).toEqual({
      type: 'Annuale',
      endDate: '2027-01-15T08:00:00.000Z',
    });
    expect(computePlan({ planType: 'Annuale', subscriptionStatus: 'canceled', currentPeriodEnd: 1_800_000_000 }).type).toBe('Gratuito');
  });
  it('stays Annuale when cancelled at the period end, and says when it ends', () => {
    expect(
      computePlan({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: 1_800_000_000, subscriptionCancelAt: 1_800_000_000 }),
    ).toEqual({ type: 'Annuale', endDate: '2027-01-15T08:00:00.000Z', cancelAt: '2027-01-15T08:00:00.000Z' });
    expect(computePlan({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: 1_800_000_000, subscriptionCancelAt: null })).not.toHaveProperty('cancelAt');
  });
  it('is Una Tantum when the plan type says so', () => {
    expect(computePlan({ planType: 'Una Tantum', subscriptionStatus: null, currentPeriodEnd: null }).type).toBe('Una Tantum');
  });
});

describe('isUnlockActive', () => {
  it('needs downloads left and a future expiry', () => {
    expect(isUnlockActive(unlock(3, '2026-06-05T00:00:00Z'), now)).toBe(true);
    expect(isUnlockActive(unlock(0, '2026-06-05T00:00:00Z'), now)).toBe(false);
    expect(isUnlockActive(unlock(2, '2026-05-30T00:00:00Z'), now)).toBe(false);
  });
});

describe('computeEditorLimits', () => {
  const unlocked = { a: unlock(1, '2026-06-05T00:00:00Z'), old: unlock(3, '2026-05-01T00:00:00Z') };
  it('gives the annual plan everything', () => {
    expect(computeEditorLimits({ type: 'Annuale', endDate: null }, {}, null, now)).toEqual(fullLimits);
  });
  it('gives full limits on a template unlocked with a future expiry', () => {
    expect(computeEditorLimits({ type: 'Una Tantum', endDate: null }, unlocked, 'a', now)).toEqual(fullLimits);
  });
  it('falls back to free limits on an expired or foreign template', () => {
    expect(computeEditorLimits({ type: 'Una Tantum', endDate: null }, unlocked, 'old', now)).toEqual(freeLimits);
    expect(computeEditorLimits({ type: 'Gratuito', endDate: null }, unlocked, 'b', now)).toEqual(freeLimits);
  });
  it('keeps the demo to the visitor limits', () => {
    expect(computeEditorLimits({ type: 'Demo', endDate: null }, {}, null, now)).toEqual(visitorLimits);
  });
  it('lists the free plan\'s fonts', () => {
    expect(freeLimits.availableFonts).toEqual(['Roboto', 'Open Sans', 'Lato', 'Pacifico', 'Lobster']);
    expect(visitorLimits.availableFonts).toEqual(['Roboto', 'Open Sans', 'Lato', 'Pacifico', 'Lobster', 'Playfair Display', 'Oswald']);
    expect(freeLimits.availableClipartCategories).toEqual(['prova']);
    expect(freeLimits.canUpload).toBe(false);
  });
});

describe('showsDemoOverlay', () => {
  it('is shown to free operators only: not in the demo editor, not on a paid plan', () => {
    expect(showsDemoOverlay(freeLimits)).toBe(true);
    expect(showsDemoOverlay(visitorLimits)).toBe(false);
    expect(showsDemoOverlay(fullLimits)).toBe(false);
  });
});

describe('canUploadBrandFonts', () => {
  it('lets only the annual plan upload brand fonts', () => {
    expect(canUploadBrandFonts({ type: 'Annuale', endDate: '2027-06-01T00:00:00.000Z' })).toBe(true);
    expect(canUploadBrandFonts({ type: 'Annuale', endDate: null, cancelAt: '2026-07-01T00:00:00.000Z' })).toBe(true);
    expect(canUploadBrandFonts({ type: 'Una Tantum', endDate: null })).toBe(false);
    expect(canUploadBrandFonts({ type: 'Gratuito', endDate: null })).toBe(false);
    expect(canUploadBrandFonts({ type: 'Demo', endDate: null })).toBe(false);
  });
});

describe('drawsPrintOriginal', () => {
  const templateId = 'matrimonio/cartolina_verticale/a';
  const free = { type: 'Gratuito', endDate: null } as const;

  it('draws the original for the annual plan and a valid pass, not for a spent, expired or missing one, nor the demo', () => {
    expect(drawsPrintOriginal({ type: 'Annuale', endDate: null }, {}, templateId, now)).toBe(true);
    expect(drawsPrintOriginal(free, { [templateId]: unlock(1, '2026-06-05T00:00:00Z') }, templateId, now)).toBe(true);
    expect(drawsPrintOriginal(free, { [templateId]: unlock(0, '2026-06-05T00:00:00Z') }, templateId, now)).toBe(false);
    expect(drawsPrintOriginal(free, { [templateId]: unlock(3, '2026-05-30T00:00:00Z') }, templateId, now)).toBe(false);
    expect(drawsPrintOriginal(free, {}, templateId, now)).toBe(false);
    expect(drawsPrintOriginal({ type: 'Demo', endDate: null }, {}, templateId, now)).toBe(false);
  });
});
