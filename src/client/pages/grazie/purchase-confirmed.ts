import type { MeResponse } from '../../../shared/api/me.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { isUnlockActive } from '../../../shared/plans/plan-rules.js';

/**
 * Whether /api/me already shows the purchase: a template pass when one was pending (the marker
 * holds its path), otherwise a paid plan. A custom-layout order changes neither, so with no
 * marker any answer confirms.
 */
export function isPurchaseConfirmed(me: MeResponse, pendingTemplatePath: string | null, now: Date): boolean {
  if (pendingTemplatePath === null) return true;
  const unlock = me.unlockedTemplates[templateIdFromPath(pendingTemplatePath)];
  return me.plan.type === 'Annuale' || (unlock !== undefined && isUnlockActive(unlock, now));
}
