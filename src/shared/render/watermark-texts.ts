import type { WatermarkTexts } from './watermark.js';

/** The watermark's words in each interface language (Italian: the spec's). */
export const watermarkTexts: Readonly<Record<'it' | 'en', WatermarkTexts>> = {
  it: { demoText: 'Cornice - Versione Demo', draftText: 'BOZZA' },
  en: { demoText: 'Cornice - Demo Version', draftText: 'DRAFT' },
};
