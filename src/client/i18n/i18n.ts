import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { it } from './it';

const supportedLanguages = ['it', 'en'] as const;

// Resources are bundled, so initialisation is synchronous and the first render is already
// translated (no flash of keys, no Suspense needed).
void i18next.use(initReactI18next).init({
  resources: { it: { translation: it }, en: { translation: en } },
  lng: 'it',
  fallbackLng: 'it',
  supportedLngs: supportedLanguages,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export const i18n = i18next;
