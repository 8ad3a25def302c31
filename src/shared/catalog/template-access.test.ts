import { describe, expect, it } from 'vitest';
import type { UnlockedTemplate } from '../plans/plan-types.js';
import { isTemplateUsable, resolveTemplateAccess, type TemplateViewer } from './template-access.js';

const now = new Date('2026-06-01T12:00:00Z');
const id = '_assets_templates_matrimonio_cartolina_verticale_rose-wreath_png';
const pass = (downloads: number, expiry: string): UnlockedTemplate => ({
  downloads_remaining: downloads,
  unlock_expiry_date: expiry,
  original_path: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
  preview_path: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg',
});
const freeUser = (unlocked: Record<string, UnlockedTemplate> = {}): TemplateViewer => ({ isLoggedIn: true, canUpload: false, unlockedTemplates: unlocked });

describe('resolveTemplateAccess', () => {
  it('opens every template to visitors, who can copy info', () => {
    expect(resolveTemplateAccess(id, { isLoggedIn: false, canUpload: false, unlockedTemplates: {} }, now)).toEqual({ kind: 'open' });
  });

  it('opens every template to a user with upload rights (annual plan)', () => {
    expect(resolveTemplateAccess(id, { isLoggedIn: true, canUpload: true, unlockedTemplates: {} }, now)).toEqual({ kind: 'open' });
  });

  it('locks a template without a pass for a logged-in user without upload rights', () => {
    expect(resolveTemplateAccess(id, freeUser(), now)).toEqual({ kind: 'locked' });
    expect(resolveTemplateAccess(id, freeUser({ other: pass(3, '2026-06-05T00:00:00Z') }), now)).toEqual({ kind: 'locked' });
  });

  it('unlocks a template with downloads left and a future expiry', () => {
    expect(resolveTemplateAccess(id, freeUser({ [id]: pass(2, '2026-06-05T00:00:00Z') }), now)).toEqual({
      kind: 'unlocked',
      downloadsRemaining: 2,
      expiresAt: '2026-06-05T00:00:00Z',
    });
  });

  it('reports a pass with no downloads left as exhausted, expired or not', () => {
    expect(resolveTemplateAccess(id, freeUser({ [id]: pass(0, '2026-06-05T00:00:00Z') }), now)).toEqual({ kind: 'exhausted' });
    expect(resolveTemplateAccess(id, freeUser({ [id]: pass(0, '2026-05-01T00:00:00Z') }), now)).toEqual({ kind: 'exhausted' });
  });

  it('locks again a pass that expired with downloads left', () => {
    expect(resolveTemplateAccess(id, freeUser({ [id]: pass(3, '2026-06-01T12:00:00Z') }), now)).toEqual({ kind: 'locked' });
  });
});

describe('isTemplateUsable', () => {
  it('is true for open and unlocked, false for locked and exhausted', () => {
    expect(isTemplateUsable({ kind: 'open' })).toBe(true);
    expect(isTemplateUsable({ kind: 'unlocked', downloadsRemaining: 1, expiresAt: '' })).toBe(true);
    expect(isTemplateUsable({ kind: 'locked' })).toBe(false);
    expect(isTemplateUsable({ kind: 'exhausted' })).toBe(false);
  });
});
