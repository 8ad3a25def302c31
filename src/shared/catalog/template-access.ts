import { isUnlockActive } from '../plans/plan-rules.js';
import type { UnlockedTemplate } from '../plans/plan-types.js';

/** Who is looking at the template grid: the parts of /api/me the lock state depends on. */
export interface TemplateViewer {
  isLoggedIn: boolean;
  /** Upload rights come with the annual plan: such a user may use every template. */
  canUpload: boolean;
  unlockedTemplates: Readonly<Record<string, UnlockedTemplate>>;
}

/**
 * What a card offers (spec part 1 §2 and §4):
 * - open: every template is usable (visitors copy info, annual users customise);
 * - unlocked: an active single-template pass;
 * - locked: no pass, or a pass that expired with downloads left ('Sblocca per €25');
 * - exhausted: a pass with no downloads left ('Download Esauriti', 'Ri-Acquista Pass').
 */
export type TemplateAccess =
  | { kind: 'open' }
  | { kind: 'unlocked'; downloadsRemaining: number; expiresAt: string }
  | { kind: 'locked' }
  | { kind: 'exhausted' };

export function resolveTemplateAccess(templateId: string, viewer: TemplateViewer, now: Date): TemplateAccess {
  if (!viewer.isLoggedIn || viewer.canUpload) return { kind: 'open' };
  const unlock = viewer.unlockedTemplates[templateId];
  if (unlock === undefined) return { kind: 'locked' };
  if (isUnlockActive(unlock, now)) {
    return { kind: 'unlocked', downloadsRemaining: unlock.downloads_remaining, expiresAt: unlock.unlock_expiry_date };
  }
  if (unlock.downloads_remaining <= 0) return { kind: 'exhausted' };
  return { kind: 'locked' };
}

/** Usable cards open the action panel; the others offer a purchase instead. */
export function isTemplateUsable(access: TemplateAccess): boolean {
  return access.kind === 'open' || access.kind === 'unlocked';
}
