import { useMemo } from 'react';
import type { CreationContext } from '../../../shared/layout/creation-context.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { computeEditorLimits } from '../../../shared/plans/plan-rules.js';
import type { EditorLimits } from '../../../shared/plans/plan-types.js';
import { useSession } from '../../api/use-session';

/**
 * The limits for the template being edited (spec part 1 §4): the annual plan, or a pass on this
 * template, gets the full limits. A visitor keeps the server's limits (the demo editor's).
 */
export function useEditorLimits(context: CreationContext | null): EditorLimits {
  const { me } = useSession();
  const templatePath = readTemplatePath(context);
  return useMemo(() => {
    if (me.user === null) return me.limits;
    const templateId = templatePath === null ? null : templateIdFromPath(templatePath);
    return computeEditorLimits(me.plan, me.unlockedTemplates, templateId, new Date());
  }, [me, templatePath]);
}

/** The creation context types only the template's size; the editor's document also carries its path. */
function readTemplatePath(context: CreationContext | null): string | null {
  const template: object | undefined = context?.template;
  if (template === undefined || !('path' in template)) return null;
  return typeof template.path === 'string' ? template.path : null;
}
