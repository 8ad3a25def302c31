import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { isLocked } from '../../model/is-locked.js';
import type { Selection } from '../../model/selection.js';
import { useEditorCommands } from '../../editor-context.js';
import { LayerFlagButtons } from './layer-flag-buttons.js';
import { buildLayerDragProps, onLayerMoveKey } from './layer-drag-props.js';
import { layerKindGlyph, layerKindKey } from './layer-kind.js';
import { LayerNameInput } from './layer-name-input.js';

interface LayerGroupRowProps {
  groupId: string;
  /** Bottom first, as in the document. */
  members: readonly LayoutElement[];
  /** What the rows call each member, by id. */
  labels: ReadonlyMap<string, string>;
  /** Place among the layers, 0 the bottom. */
  index: number;
  selection: Selection;
  isDragged: boolean;
  draggedId: string | null;
  onDragStart: () => void;
  onDragEnd: () => void;
}

/**
 * A group as one layer: selecting, reordering, hiding and locking act on all its
 * members. Opened, it lists the members, top first: each can be picked on its own (to change its
 * own properties, or drag it alone) and renamed.
 */
export function LayerGroupRow({ groupId, members, labels, index, selection, isDragged, draggedId, onDragStart, onDragEnd }: LayerGroupRowProps) {
  const { t } = useTranslation();
  const { dispatch, run } = useEditorCommands();
  const [isOpen, setIsOpen] = useState(false);
  const [isDropTarget, setIsDropTarget] = useState(false);
  const ids = members.map((member) => member.id);
  const [first] = ids;
  if (first === undefined) return null;
  const label = t('editor.groups.layer', { count: members.length });
  const isSelected = ids.every((id) => selection.includes(id));
  const isHidden = members.every((member) => member.hidden === true);
  const locked = members.every(isLocked);
  const selectGroup = (isShiftKey: boolean) => dispatch(isShiftKey ? { type: 'select', id: first, isShiftKey: true } : { type: 'set-selection', selection: ids });
  return (
    <li
      className={`layers-panel__row layers-panel__row--group${isSelected ? ' layers-panel__row--selected' : ''}${isDragged ? ' layers-panel__row--dragged' : ''}${isDropTarget ? ' layers-panel__row--drop' : ''}`}
      data-layer-group={groupId}
      data-hidden={isHidden ? 'true' : undefined}
      data-locked={locked ? 'true' : undefined}
      {...buildLayerDragProps({ id: first, index, draggedId, run, onDragStart, onDragEnd, setIsDropTarget })}
    >
      <span className="layers-panel__group-head">
        <button type="button" className="layers-panel__expand" aria-expanded={isOpen} aria-label={t(isOpen ? 'editor.groups.collapse' : 'editor.groups.expand', { name: label })} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? '▾' : '▸'}
        </button>
        <button
          type="button"
          className="layers-panel__kind"
          aria-pressed={isSelected}
          aria-label={t('editor.layers.select', { name: label })}
          title={t('editor.layers.hint')}
          onClick={(event) => selectGroup(event.shiftKey)}
          onKeyDown={(event) => onLayerMoveKey(event, { id: first, index, run })}
        >
          {t('editor.groups.kind')}
        </button>
      </span>
      <span className="layers-panel__group-label">{t('editor.groups.members', { count: members.length })}</span>
      <LayerFlagButtons ids={ids} label={label} isHidden={isHidden} locked={locked} />
      {isOpen && (
        <ol className="layers-panel__members" aria-label={label}>
          {[...members].reverse().map((member) => (
            <LayerMemberRow key={member.id} element={member} label={labels.get(member.id) ?? t(layerKindKey(member))} isSelected={selection.length === 1 && selection[0] === member.id} />
          ))}
        </ol>
      )}
    </li>
  );
}

function LayerMemberRow({ element, label, isSelected }: { element: LayoutElement; label: string; isSelected: boolean }) {
  const { t } = useTranslation();
  const { dispatch } = useEditorCommands();
  const kind = t(layerKindKey(element));
  return (
    <li className={`layers-panel__row layers-panel__row--member${isSelected ? ' layers-panel__row--selected' : ''}`} data-layer-id={element.id} data-hidden={element.hidden === true ? 'true' : undefined}>
      <button
        type="button"
        className="layers-panel__kind"
        aria-pressed={isSelected}
        aria-label={t('editor.groups.selectMember', { name: label })}
        title={kind}
        onClick={() => dispatch({ type: 'set-selection', selection: [element.id] })}
      >
        <span aria-hidden="true">{layerKindGlyph(element.type)}</span>
      </button>
      <LayerNameInput element={element} label={label} />
    </li>
  );
}
