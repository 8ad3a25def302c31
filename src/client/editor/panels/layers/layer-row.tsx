import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementNameMaxLength } from '../../../../shared/layout/element-base.js';
import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { isLocked } from '../../model/is-locked.js';
import { readLayerLabel } from '../../model/layer-label.js';
import { moveLayer } from '../../model/move-layer.js';
import { updateElement } from '../../model/update-element.js';
import type { EditorAction } from '../../state/editor-reducer.js';

interface LayerRowProps {
  element: LayoutElement;
  /** Place in the drawing order, 0 the bottom. */
  index: number;
  isSelected: boolean;
  isDragged: boolean;
  draggedId: string | null;
  dispatch: (action: EditorAction) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}

/** One layer: kind and selection, its name, visibility and lock. Memoised: 300 rows redraw only the one that changed. */
export const LayerRow = memo(function LayerRow({ element, index, isSelected, isDragged, draggedId, dispatch, onDragStart, onDragEnd }: LayerRowProps) {
  const { t } = useTranslation();
  const kind = t(kindKey(element));
  const label = readLayerLabel(element) ?? kind;
  const [draft, setDraft] = useState<string | null>(null);
  const [isDropTarget, setIsDropTarget] = useState(false);
  const id = element.id;
  const isHidden = element.hidden === true;
  const locked = isLocked(element);
  const commitName = () => {
    if (draft === null) return;
    const name = draft.trim().slice(0, elementNameMaxLength);
    setDraft(null);
    if (name === (element.name ?? '')) return;
    dispatch({ type: 'apply', change: (document) => updateElement(document, { id, patch: { name: name === '' ? undefined : name } }) });
  };
  const move = (toIndex: number) => dispatch({ type: 'apply', change: (document) => moveLayer(document, { id, toIndex }) });
  return (
    <li
      className={`layers-panel__row${isSelected ? ' layers-panel__row--selected' : ''}${isDragged ? ' layers-panel__row--dragged' : ''}${isDropTarget ? ' layers-panel__row--drop' : ''}`}
      data-layer-id={id}
      data-hidden={isHidden ? 'true' : undefined}
      data-locked={locked ? 'true' : undefined}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        if (draggedId === null || draggedId === id) return;
        event.preventDefault();
        setIsDropTarget(true);
      }}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDropTarget(false);
        const moving = event.dataTransfer.getData('text/plain') || draggedId;
        if (moving !== null && moving !== '' && moving !== id) dispatch({ type: 'apply', change: (document) => moveLayer(document, { id: moving, toIndex: index }) });
        onDragEnd();
      }}
    >
      <button
        type="button"
        className="layers-panel__kind"
        aria-pressed={isSelected}
        aria-label={t('editor.layers.select', { name: label })}
        title={t('editor.layers.hint')}
        onClick={(event) => dispatch(event.shiftKey ? { type: 'select', id, isShiftKey: true } : { type: 'set-selection', selection: [id] })}
        onKeyDown={(event) => {
          if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          event.preventDefault();
          event.stopPropagation();
          // Up the list is up the drawing order.
          move(index + (event.key === 'ArrowUp' ? 1 : -1));
        }}
      >
        {kind}
      </button>
      <input
        className="layers-panel__name"
        aria-label={t('editor.layers.name', { kind: label })}
        value={draft ?? element.name ?? ''}
        placeholder={label}
        maxLength={elementNameMaxLength}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitName}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitName();
          if (event.key === 'Escape') {
            event.stopPropagation();
            setDraft(null);
          }
        }}
      />
      <button
        type="button"
        className="layers-panel__flag"
        aria-pressed={isHidden}
        aria-label={t('editor.layers.hideLabel', { name: label })}
        onClick={() => dispatch({ type: 'apply', change: (document) => updateElement(document, { id, patch: { hidden: isHidden ? undefined : true } }) })}
      >
        {isHidden ? t('editor.layers.show') : t('editor.layers.hide')}
      </button>
      <button
        type="button"
        className="layers-panel__flag"
        aria-pressed={locked}
        aria-label={t('editor.layers.lockLabel', { name: label })}
        onClick={() => dispatch({ type: 'apply', change: (document) => updateElement(document, { id, patch: { locked: element.type === 'clipart' ? !locked : locked ? undefined : true } }) })}
      >
        {locked ? t('editor.layers.unlock') : t('editor.layers.lock')}
      </button>
    </li>
  );
});

function kindKey(element: LayoutElement) {
  switch (element.type) {
    case 'text':
      return 'editor.properties.titleText' as const;
    case 'image':
      return 'editor.properties.titleImage' as const;
    case 'clipart':
      return 'editor.properties.titleClipart' as const;
    case 'placeholder':
      return 'editor.properties.titlePlaceholder' as const;
    case 'line':
      return 'editor.properties.titleLine' as const;
    case 'qrcode':
      return 'editor.qr.title' as const;
    default:
      return assertNever(element);
  }
}
