import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '../../shared/i18n/language.js';
import { it } from './it.js';
import { readStoredLanguage, storeLanguage } from './language-preference.js';

const initialLanguage = readStoredLanguage() ?? defaultLanguage;

// Italian, the default and the fallback, is bundled: initialisation is synchronous and a first
// render in Italian is translated at once. English is its own chunk, fetched only by those who
// chose it (see i18nReady and chooseLanguage), so Italian visitors never download it.
void i18next.use(initReactI18next).init({
  resources: { it: { translation: it } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** Makes sure a language's texts are loaded (English is fetched on first use). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === defaultLanguage || i18next.hasResourceBundle(language, 'translation')) return;
  const { en } = await import('./en.js');
  i18next.addResourceBundle('en', 'translation', en, true, true);
}

if (typeof document !== 'undefined') {
  document.documentElement.lang = defaultLanguage;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export const i18n = i18next;

/**
 * Settles once the stored language is ready: main.tsx renders after it, so a visitor who chose
 * English never sees Italian first. Should the English chunk fail to load, Italian stays.
 */
export const i18nReady: Promise<void> =
  initialLanguage === defaultLanguage
    ? Promise.resolve()
    : loadLanguage(initialLanguage)
        .then(async () => {
          await i18next.changeLanguage(initialLanguage);
        })
        .catch((error: unknown) => console.error('language load failed', error));

/** The footer's switch: remembered (cookie and localStorage) before the interface changes. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}
