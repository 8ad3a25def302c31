import { useTranslation } from 'react-i18next';
import { measureTextWithKonva } from '../../canvas/measure-text';
import { alignElements, distributeElements, type AlignEdge, type DistributeAxis } from '../../model/alignment.js';
import type { EditorAction } from '../../state/editor-reducer.js';

interface AlignFieldsProps {
  ids: readonly string[];
  /** What moves as one: a whole group counts once; by default each id. */
  unitCount?: number;
  dispatch: (action: EditorAction) => void;
}

const edges = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const satisfies readonly AlignEdge[];

/** Align to the selection (or to the page for one element) and distribute: each press is one undo step. */
export function AlignFields({ ids, unitCount = ids.length, dispatch }: AlignFieldsProps) {
  const { t } = useTranslation();
  const align = (edge: AlignEdge) => dispatch({ type: 'apply', change: (document) => alignElements(document, { ids, edge, measureText: measureTextWithKonva }) });
  const distribute = (axis: DistributeAxis) => dispatch({ type: 'apply', change: (document) => distributeElements(document, { ids, axis, measureText: measureTextWithKonva }) });
  const canDistribute = unitCount >= 3;
  return (
    <fieldset className="property-group">
      <legend className="property-group__title">{unitCount === 1 ? t('editor.align.toPage') : t('editor.align.title')}</legend>
      <div className="property-actions" role="group" aria-label={unitCount === 1 ? t('editor.align.toPage') : t('editor.align.title')}>
        {edges.map((edge) => (
          <button key={edge} type="button" className="property-actions__button" onClick={() => align(edge)}>
            {t(`editor.align.${edge}`)}
          </button>
        ))}
      </div>
      {unitCount > 1 && (
        <>
          <div className="property-actions">
            <button type="button" className="property-actions__button" disabled={!canDistribute} onClick={() => distribute('horizontal')}>
              {t('editor.align.distributeHorizontally')}
            </button>
            <button type="button" className="property-actions__button" disabled={!canDistribute} onClick={() => distribute('vertical')}>
              {t('editor.align.distributeVertically')}
            </button>
          </div>
          {!canDistribute && <p className="property-field__note">{t('editor.align.distributeHint')}</p>}
        </>
      )}
    </fieldset>
  );
}
