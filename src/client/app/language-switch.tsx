import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, type Language } from '../../shared/i18n/language.js';
import { chooseLanguage } from '../i18n/i18n.js';
import './language-switch.css';

/** Each language named in itself, so a visitor finds theirs whatever the page is in. */
const autonyms: Record<Language, string> = { it: 'Italiano', en: 'English' };

/** The footer's language select; the choice is kept in the cornice_lang cookie for a year. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'it';
  return (
    <div className="language-switch">
      <label htmlFor={id} className="language-switch__label">
        {t('footer.language')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {autonyms[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
