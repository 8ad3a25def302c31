import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { isLocked } from '../../model/is-locked.js';
import { useEditorCommands } from '../../editor-context.js';
import { LayerFlagButtons } from './layer-flag-buttons.js';
import { buildLayerDragProps, onLayerMoveKey } from './layer-drag-props.js';
import { layerKindGlyph, layerKindKey } from './layer-kind.js';
import { LayerNameInput } from './layer-name-input.js';

interface LayerRowProps {
  element: LayoutElement;
  /** What the row calls the element ('Giulia & Marco', 'Cornice foto 1'). */
  label: string;
  /** Place among the layers, 0 the bottom (a group counts as one layer). */
  index: number;
  isSelected: boolean;
  isDragged: boolean;
  draggedId: string | null;
  onDragStart: () => void;
  onDragEnd: () => void;
}

/** One layer: kind and selection, its name, visibility and lock. Memoised: 300 rows redraw only the one that changed. */
export const LayerRow = memo(function LayerRow({ element, label, index, isSelected, isDragged, draggedId, onDragStart, onDragEnd }: LayerRowProps) {
  const { t } = useTranslation();
  const { dispatch, run } = useEditorCommands();
  const kind = t(layerKindKey(element));
  const [isDropTarget, setIsDropTarget] = useState(false);
  const id = element.id;
  const isHidden = element.hidden === true;
  const locked = isLocked(element);
  const isClientEditable = element.type === 'text' && element.clientEditable === true;
  return (
    <li
      className={`layers-panel__row${isSelected ? ' layers-panel__row--selected' : ''}${isDragged ? ' layers-panel__row--dragged' : ''}${isDropTarget ? ' layers-panel__row--drop' : ''}`}
      data-layer-id={id}
      data-hidden={isHidden ? 'true' : undefined}
      data-locked={locked ? 'true' : undefined}
      data-client-editable={isClientEditable ? 'true' : undefined}
      {...buildLayerDragProps({ id, index, draggedId, run, onDragStart, onDragEnd, setIsDropTarget })}
    >
      <button
        type="button"
        className="layers-panel__kind"
        aria-pressed={isSelected}
        aria-label={isClientEditable ? `${t('editor.layers.select', { name: label })} (${t('editor.layers.clientEditable')})` : t('editor.layers.select', { name: label })}
        title={isClientEditable ? `${kind} · ${t('editor.layers.clientEditable')} · ${t('editor.layers.hint')}` : `${kind} · ${t('editor.layers.hint')}`}
        onClick={(event) => dispatch(event.shiftKey ? { type: 'select', id, isShiftKey: true } : { type: 'set-selection', selection: [id] })}
        onKeyDown={(event) => onLayerMoveKey(event, { id, index, run })}
      >
        <span aria-hidden="true">{layerKindGlyph(element.type)}</span>
        {isClientEditable && (
          <span className="layers-panel__client-cue" aria-hidden="true" data-testid="layer-client-cue">
            ✎
          </span>
        )}
      </button>
      <LayerNameInput element={element} label={label} />
      <LayerFlagButtons ids={[id]} label={label} isHidden={isHidden} locked={locked} />
    </li>
  );
});
