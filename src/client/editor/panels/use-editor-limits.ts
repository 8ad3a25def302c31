import { useMemo } from 'react';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { computeEditorLimits, drawsPrintOriginal, visitorLimits } from '../../../shared/plans/plan-rules.js';
import type { EditorLimits } from '../../../shared/plans/plan-types.js';
import { useSession } from '../../api/use-session.js';

/**
 * The limits for the template being edited (spec part 1 §4), from /api/me: the annual plan, or a
 * pass on this template, gets the full limits, other operators the free ones. The demo editor
 * (/prova) always has the visitor's limits, whoever opens it.
 */
export function useEditorLimits(templatePath: string, isDemo: boolean): EditorLimits {
  const { me } = useSession();
  return useMemo(() => {
    if (isDemo || me.user === null) return visitorLimits;
    return computeEditorLimits(me.plan, me.unlockedTemplates, templateIdFromPath(templatePath), new Date());
  }, [me, templatePath, isDemo]);
}

/** Whether the editor draws this template's print original (drawsPrintOriginal); never in the demo. */
export function useDrawsPrintOriginal(templatePath: string, isDemo: boolean): boolean {
  const { me } = useSession();
  return useMemo(() => !isDemo && me.user !== null && drawsPrintOriginal(me.plan, me.unlockedTemplates, templateIdFromPath(templatePath), new Date()), [me, templatePath, isDemo]);
}
