import { useTranslation } from 'react-i18next';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { measureTextWithKonva } from '../../canvas/measure-text.js';
import { findSelectedGroup } from '../../model/grouping.js';
import { isLocked } from '../../model/is-locked.js';
import type { Selection } from '../../model/selection.js';
import { setGroupRotation } from '../../model/transform-group.js';
import { useEditor, useEditorCommands } from '../../editor-context.js';
import { RangeField } from '../controls/range-field.js';
import { formatDegrees } from './common-fields.js';

interface GroupFieldsProps {
  document: LayoutDocument;
  /** The selected elements (several). */
  selection: Selection;
}

/**
 * 'Raggruppa' and 'Separa' for a selection of several elements (also Ctrl/Cmd+G and
 * Ctrl/Cmd+Shift+G), and, for one whole group, its rotation: the group turns as one about its
 * centre, the whole slider movement one undo step.
 */
export function GroupFields({ document, selection }: GroupFieldsProps) {
  const { t } = useTranslation();
  const { canRun } = useEditor();
  const { dispatch, run } = useEditorCommands();
  const groupId = findSelectedGroup(document, selection);
  const members = document.elements.filter((element) => selection.includes(element.id));
  const [first] = members;
  const { rotation } = layoutRanges;
  return (
    <fieldset className="property-group">
      <legend className="property-group__title">{groupId === null ? t('editor.groups.title') : t('editor.groups.layer', { count: members.length })}</legend>
      {groupId !== null && first !== undefined && (
        <RangeField
          label={t('editor.groups.rotation')}
          value={first.rotation}
          min={rotation.min}
          max={rotation.max}
          step={1}
          formatValue={formatDegrees}
          isDisabled={members.some(isLocked)}
          onPreview={(value) => dispatch({ type: 'gesture-update', change: (current) => setGroupRotation(current, { ids: selection, rotation: value, measureText: measureTextWithKonva }) })}
          onFinish={() => dispatch({ type: 'gesture-end' })}
        />
      )}
      <div className="property-actions">
        {groupId === null && (
          <button type="button" className="property-actions__button" disabled={!canRun('group', selection)} aria-keyshortcuts="Control+G Meta+G" onClick={() => run('group', undefined, selection)}>
            {t('editor.groups.group')}
          </button>
        )}
        <button type="button" className="property-actions__button" disabled={!canRun('ungroup', selection)} aria-keyshortcuts="Control+Shift+G Meta+Shift+G" onClick={() => run('ungroup', undefined, selection)}>
          {t('editor.groups.ungroup')}
        </button>
      </div>
      <p className="property-field__note">{t('editor.groups.hint')}</p>
    </fieldset>
  );
}
