import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { buildLayerItems } from '../../model/layer-items.js';
import type { Selection } from '../../model/selection.js';
import type { EditorAction } from '../../state/editor-reducer.js';
import { LayerGroupRow } from './layer-group-row';
import { LayerRow } from './layer-row';
import './layers-panel.css';

interface LayersPanelProps {
  document: LayoutDocument;
  selection: Selection;
  dispatch: (action: EditorAction) => void;
}

/**
 * Every element of the layout, top layer first (issue 19): select (in step with the canvas),
 * rename, hide, lock, and reorder by dragging a row or with Alt + arrows, each one undo step.
 * A group is one layer, which opens to list its members. A toggle over the canvas's top-right
 * corner opens the panel.
 */
export function LayersPanel({ document, selection, dispatch }: LayersPanelProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const count = document.elements.length;
  if (!isOpen) {
    return (
      <button type="button" className="layers-toggle" aria-expanded={false} onClick={() => setIsOpen(true)}>
        {t('editor.layers.toggle')} ({count})
      </button>
    );
  }
  // Top first, as design tools list them; `index` stays the layer's place in the drawing order.
  const rows = buildLayerItems(document)
    .map((item, index) => ({ item, index }))
    .reverse();
  const onDragEnd = () => setDragged(null);
  return (
    <section className="layers-panel" aria-labelledby="layers-panel-title">
      <header className="layers-panel__head">
        <h2 id="layers-panel-title" className="layers-panel__title">
          {t('editor.layers.title')}
        </h2>
        <button type="button" className="layers-panel__close" aria-label={t('editor.layers.close')} aria-expanded onClick={() => setIsOpen(false)}>
          ×
        </button>
      </header>
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
                  index={index}
                  selection={selection}
                  isDragged={dragged !== null && dragged === first}
                  draggedId={dragged}
                  dispatch={dispatch}
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
                index={index}
                isSelected={selection.includes(element.id)}
                isDragged={dragged === element.id}
                dispatch={dispatch}
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
