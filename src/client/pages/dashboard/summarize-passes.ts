import type { UnlockedTemplate } from '../../../shared/plans/plan-types.js';
import { isUnlockActive } from '../../../shared/plans/plan-rules.js';

/** The operator's single passes: those still usable, and those that are over (used up or expired). */
export function summarizePasses(unlocks: Record<string, UnlockedTemplate>, now: Date): { active: number; over: number } {
  const all = Object.values(unlocks);
  const active = all.filter((unlock) => isUnlockActive(unlock, now)).length;
  return { active, over: all.length - active };
}
