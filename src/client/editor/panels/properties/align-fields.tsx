import { useTranslation } from 'react-i18next';
import type { AlignEdge, DistributeAxis } from '../../model/alignment.js';
import { useEditorCommands } from '../../editor-context.js';

interface AlignFieldsProps {
  ids: readonly string[];
  /** What moves as one: a whole group counts once; by default each id. */
  unitCount?: number;
}

const edges = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const satisfies readonly AlignEdge[];

/** Align to the selection (or to the page for one element) and distribute: each press is one undo step. */
export function AlignFields({ ids, unitCount = ids.length }: AlignFieldsProps) {
  const { t } = useTranslation();
  const { run } = useEditorCommands();
  const align = (edge: AlignEdge) => run('align', { edge }, ids);
  const distribute = (axis: DistributeAxis) => run('distribute', { axis }, ids);
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
