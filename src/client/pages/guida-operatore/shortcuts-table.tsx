import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { editorShortcuts, shortcutValues, type ShortcutKey } from './editor-shortcuts.js';

/** One combination: keys in <kbd>, joined by "+"; nested <kbd> is the HTML way to write a key combination. */
function KeyCombo({ keys }: { keys: readonly ShortcutKey[] }) {
  const { t } = useTranslation();
  return (
    <kbd className="key-combo">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && ' + '}
          {key === 'click' ? t('content.guida.shortcuts.keys.click') : <kbd>{t(`content.guida.shortcuts.keys.${key}`)}</kbd>}
        </Fragment>
      ))}
    </kbd>
  );
}

/** The editor's keyboard shortcuts as a two-column table: keys, then what they do. */
export function ShortcutsTable() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="guide-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('content.guida.shortcuts.title')}</h2>
      <p>{t('content.guida.shortcuts.lead')}</p>
      <table className="guide-shortcuts" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('content.guida.shortcuts.keysHeader')}</th>
            <th scope="col">{t('content.guida.shortcuts.actionHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {editorShortcuts.map((shortcut) => (
            <tr key={shortcut.action}>
              <th scope="row">
                {shortcut.combos.map((combo, index) => (
                  <Fragment key={combo.join('+')}>
                    {index > 0 && ` ${t('content.guida.shortcuts.or')} `}
                    <KeyCombo keys={combo} />
                  </Fragment>
                ))}
              </th>
              <td>{t(`content.guida.shortcuts.actions.${shortcut.action}`, shortcutValues)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
