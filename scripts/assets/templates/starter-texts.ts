import type { ActiveThemeKey } from '../../../src/shared/catalog/themes.js';
import type { StarterTexts } from './starter-layout.js';

/** The sample words of each theme's starter layouts; the client's names and date replace the first two. */
export const starterTextsByTheme: Record<ActiveThemeKey, StarterTexts> = {
  matrimonio: { names: 'Giulia & Marco', date: '14 giugno 2026', line: 'Grazie di cuore' },
  compleanno: { names: 'Sofia 30 anni', date: '21 marzo 2026', line: '#FestaDiSofia' },
  laurea: { names: 'Dott.ssa Chiara Rossi', date: '18 luglio 2026', line: 'Congratulazioni!' },
  bambini: { names: 'Leo compie 5 anni', date: '9 maggio 2026', line: 'Grazie di essere venuti!' },
};
