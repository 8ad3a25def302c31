import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorCommands } from '../../editor-context.js';

interface LayerFlagButtonsProps {
  /** The elements the row stands for: one, or every member of a group. */
  ids: readonly string[];
  label: string;
  isHidden: boolean;
  locked: boolean;
}

/** One toggle of a layer row: pressed while the flag is on; an icon, its title says what a press does. */
function FlagToggle({ isOn, label, text, icon, onToggle }: { isOn: boolean; label: string; text: string; icon: ReactNode; onToggle: () => void }) {
  return (
    <button type="button" className="layers-panel__flag" aria-pressed={isOn} aria-label={label} title={text} onClick={onToggle}>
      {icon}
    </button>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      {isCrossed && <path d="M3 21 21 3" stroke="currentColor" strokeWidth="2.2" />}
    </svg>
  );
}

function LockIcon({ isClosed }: { isClosed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path d={isClosed ? 'M8 11V7a4 4 0 0 1 8 0v4' : 'M8 11V7a4 4 0 0 1 7.7-1.5'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A layer row's 'Nascondi'/'Mostra' and 'Blocca'/'Sblocca' toggles, each one undo step. */
export function LayerFlagButtons({ ids, label, isHidden, locked }: LayerFlagButtonsProps) {
  const { t } = useTranslation();
  const { run } = useEditorCommands();
  const setFlags = (flags: { hidden?: boolean; locked?: boolean }) => run('setLayerFlags', flags, ids);
  return (
    <>
      <FlagToggle
        isOn={isHidden}
        label={t('editor.layers.hideLabel', { name: label })}
        text={isHidden ? t('editor.layers.show') : t('editor.layers.hide')}
        icon={<EyeIcon isCrossed={isHidden} />}
        onToggle={() => setFlags({ hidden: !isHidden })}
      />
      <FlagToggle
        isOn={locked}
        label={t('editor.layers.lockLabel', { name: label })}
        text={locked ? t('editor.layers.unlock') : t('editor.layers.lock')}
        icon={<LockIcon isClosed={locked} />}
        onToggle={() => setFlags({ locked: !locked })}
      />
    </>
  );
}
