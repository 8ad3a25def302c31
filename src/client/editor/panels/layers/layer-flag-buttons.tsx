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

/** One toggle of a layer row: pressed while the flag is on; its text says what a press does. */
function FlagToggle({ isOn, label, text, onToggle }: { isOn: boolean; label: string; text: string; onToggle: () => void }) {
  return (
    <button type="button" className="layers-panel__flag" aria-pressed={isOn} aria-label={label} onClick={onToggle}>
      {text}
    </button>
  );
}

/** A layer row's 'Nascondi'/'Mostra' and 'Blocca'/'Sblocca' toggles, each one undo step. */
export function LayerFlagButtons({ ids, label, isHidden, locked, dispatch }: LayerFlagButtonsProps) {
  const { t } = useTranslation();
  const setFlags = (flags: { hidden?: boolean; locked?: boolean }) => dispatch({ type: 'apply', change: (document) => setLayerFlags(document, { ids, ...flags }) });
  return (
    <>
      <FlagToggle
        isOn={isHidden}
        label={t('editor.layers.hideLabel', { name: label })}
        text={isHidden ? t('editor.layers.show') : t('editor.layers.hide')}
        onToggle={() => setFlags({ hidden: !isHidden })}
      />
      <FlagToggle
        isOn={locked}
        label={t('editor.layers.lockLabel', { name: label })}
        text={locked ? t('editor.layers.unlock') : t('editor.layers.lock')}
        onToggle={() => setFlags({ locked: !locked })}
      />
    </>
  );
}
