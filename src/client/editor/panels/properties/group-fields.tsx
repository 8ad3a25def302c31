import { useTranslation } from 'react-i18next';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { measureTextWithKonva } from '../../canvas/measure-text';
import { expandToGroups, findSelectedGroup } from '../../model/grouping.js';
import { isLocked } from '../../model/is-locked.js';
import type { Selection } from '../../model/selection.js';
import { setGroupRotation } from '../../model/transform-group.js';
import { createGroupAction, createUngroupAction } from '../../state/group-actions.js';
import type { EditorAction } from '../../state/editor-reducer.js';
import { createBrowserId } from '../../state/use-editor-state.js';
import { RangeField } from '../controls/range-field';
import { formatDegrees } from './common-fields';

interface GroupFieldsProps {
  document: LayoutDocument;
  selection: Selection;
  dispatch: (action: EditorAction) => void;
}

/**
 * 'Raggruppa' and 'Separa' for a selection of several elements (also Ctrl/Cmd+G and
 * Ctrl/Cmd+Shift+G), and, for one whole group, its rotation: the group turns as one about its
 * centre, the whole slider movement one undo step.
 */
export function GroupFields({ document, selection, dispatch }: GroupFieldsProps) {
  const { t } = useTranslation();
  const groupId = findSelectedGroup(document, selection);
  const canGroup = expandToGroups(document, selection).length >= 2;
  const ungrouping = createUngroupAction(document, selection);
  const members = document.elements.filter((element) => selection.includes(element.id));
  const [first] = members;
  const { rotation } = layoutRanges;
  // The group's id is made on the press, so each press makes a new group.
  const onGroup = () => {
    const grouping = createGroupAction(document, selection, createBrowserId);
    if (grouping !== null) dispatch(grouping);
  };
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
          <button type="button" className="property-actions__button" disabled={!canGroup} aria-keyshortcuts="Control+G Meta+G" onClick={() => onGroup()}>
            {t('editor.groups.group')}
          </button>
        )}
        <button type="button" className="property-actions__button" disabled={ungrouping === null} aria-keyshortcuts="Control+Shift+G Meta+Shift+G" onClick={() => ungrouping !== null && dispatch(ungrouping)}>
          {t('editor.groups.ungroup')}
        </button>
      </div>
      <p className="property-field__note">{t('editor.groups.hint')}</p>
    </fieldset>
  );
}
