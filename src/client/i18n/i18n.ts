import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '../../shared/i18n/language.js';
import { en } from './en';
import { it } from './it';
import { readStoredLanguage, storeLanguage } from './language-preference';

const initialLanguage = readStoredLanguage() ?? defaultLanguage;

// Resources are bundled, so initialisation is synchronous and the first render is already
// translated (no flash of keys, no Suspense needed).
void i18next.use(initReactI18next).init({
  resources: { it: { translation: it }, en: { translation: en } },
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = initialLanguage;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export const i18n = i18next;

/** The footer's switch: remembered (cookie and localStorage) before the interface changes. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}
