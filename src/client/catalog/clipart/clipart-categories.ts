import type { Allowance } from '../../../shared/plans/plan-types.js';
import type { ClipartItem } from './clipart-item.js';

export interface ClipartCategory {
  name: string;
  /** Not in the plan: shown with a padlock that links to /abbonamenti. */
  locked: boolean;
  count: number;
}

/** The free sample set: pointless next to the full library, so hidden when everything is allowed. */
const sampleCategory = 'prova';

/**
 * The library's categories in list order, each marked locked unless the plan allows it. The
 * allowance names categories in lower case (spec part 1 §3, limits), so names are compared
 * case-insensitively.
 */
export function clipartCategories(items: readonly ClipartItem[], allowance: Allowance): ClipartCategory[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const allowed = allowance === 'all' ? null : new Set(allowance.map((name) => name.toLowerCase()));
  return [...counts]
    .filter(([name]) => allowed !== null || name.toLowerCase() !== sampleCategory)
    .map(([name, count]) => ({ name, count, locked: allowed !== null && !allowed.has(name.toLowerCase()) }));
}
