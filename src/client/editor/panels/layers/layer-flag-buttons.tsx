import { useTranslation } from 'react-i18next';
import { setLayerFlags } from '../../model/set-layer-flags.js';
import type { EditorAction } from '../../state/editor-reducer.js';

interface LayerFlagButtonsProps {
  /** The elements the row stands for: one, or every member of a group. */
  ids: readonly string[];
  label: string;
  isHidden: boolean;
  locked: boolean;
  dispatch: (action: EditorAction) => void;
}

/** A layer row's 'Nascondi'/'Mostra' and 'Blocca'/'Sblocca' toggles, each one undo step. */
export function LayerFlagButtons({ ids, label, isHidden, locked, dispatch }: LayerFlagButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="layers-panel__flag"
        aria-pressed={isHidden}
        aria-label={t('editor.layers.hideLabel', { name: label })}
        onClick={() => dispatch({ type: 'apply', change: (document) => setLayerFlags(document, { ids, hidden: !isHidden }) })}
      >
        {isHidden ? t('editor.layers.show') : t('editor.layers.hide')}
      </button>
      <button
        type="button"
        className="layers-panel__flag"
        aria-pressed={locked}
        aria-label={t('editor.layers.lockLabel', { name: label })}
        onClick={() => dispatch({ type: 'apply', change: (document) => setLayerFlags(document, { ids, locked: !locked }) })}
      >
        {locked ? t('editor.layers.unlock') : t('editor.layers.lock')}
      </button>
    </>
  );
}
