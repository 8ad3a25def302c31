import 'i18next';
import type { Translations } from './it.js';

// Typed keys: t('topBar.login') compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translations };
  }
}
