import type { EditorLimits, PlanType } from '../../../shared/plans/plan-types.js';

/**
 * The download flows: the demo editor gets a demo draft with no server call; the
 * annual plan exports straight out; a pass on this template goes through the server's counter;
 * everyone else gets a watermarked draft.
 */
export type DownloadPath = 'demo' | 'direct' | 'counted' | 'watermarked';

export function chooseDownloadPath(planType: PlanType, limits: EditorLimits): DownloadPath {
  if (limits.isDemo) return 'demo';
  if (planType === 'Annuale') return 'direct';
  if (limits.canUpload) return 'counted';
  return 'watermarked';
}
