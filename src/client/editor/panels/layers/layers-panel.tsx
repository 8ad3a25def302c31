import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildLayerItems } from '../../model/layer-items.js';
import { describeLayers } from '../../model/layer-label.js';
import { useEditor } from '../../editor-context.js';
import { LayerGroupRow } from './layer-group-row.js';
import { formatLayerLabels, layerKindKey } from './layer-kind.js';
import { LayerRow } from './layer-row.js';
import './layers-panel.css';

/**
 * Every element of the layout, top layer first: select (in step with the canvas), rename, hide,
 * lock, and reorder by dragging a row or with Alt + arrows, each one undo step. A group is one
 * layer, which opens to list its members. Docked under the properties, beside the canvas (never
 * over the page); its heading folds it away. Rows are called by what they show.
 */
export function LayersPanel() {
  const { t } = useTranslation();
  const { document, selection } = useEditor();
  const [isOpen, setIsOpen] = useState(true);
  const [dragged, setDragged] = useState<string | null>(null);
  if (document === null) return null;
  const count = document.elements.length;
  const heading = (
    <h2 id="layers-panel-title" className="layers-panel__title">
      <button type="button" className="layers-panel__toggle" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span> {t('editor.layers.toggle')} ({count})
      </button>
    </h2>
  );
  if (!isOpen) {
    return (
      <section className="layers-panel layers-panel--closed" aria-labelledby="layers-panel-title">
        {heading}
      </section>
    );
  }
  const labels = formatLayerLabels(describeLayers(document.elements), (type) => t(layerKindKey({ type })));
  // Top first, as design tools list them; `index` stays the layer's place in the drawing order.
  const rows = buildLayerItems(document)
    .map((item, index) => ({ item, index }))
    .reverse();
  const onDragEnd = () => setDragged(null);
  return (
    <section className="layers-panel" aria-labelledby="layers-panel-title">
      {heading}
      {count === 0 ? (
        <p className="layers-panel__empty">{t('editor.layers.empty')}</p>
      ) : (
        <ol className="layers-panel__list" data-testid="layers-list">
          {rows.map(({ item, index }) => {
            if (item.kind === 'group') {
              const first = item.members[0]?.id ?? null;
              return (
                <LayerGroupRow
                  key={`group:${item.groupId}`}
                  groupId={item.groupId}
                  members={item.members}
                  labels={labels}
                  index={index}
                  selection={selection}
                  isDragged={dragged !== null && dragged === first}
                  draggedId={dragged}
                  onDragStart={() => setDragged(first)}
                  onDragEnd={onDragEnd}
                />
              );
            }
            const { element } = item;
            return (
              <LayerRow
                key={element.id}
                element={element}
                label={labels.get(element.id) ?? t(layerKindKey(element))}
                index={index}
                isSelected={selection.includes(element.id)}
                isDragged={dragged === element.id}
                onDragStart={() => setDragged(element.id)}
                onDragEnd={onDragEnd}
                draggedId={dragged}
              />
            );
          })}
        </ol>
      )}
      <p className="layers-panel__hint">{t('editor.layers.hint')}</p>
    </section>
  );
}
