import { createTextElement } from '../../../../../shared/layout/create-text-element.js';
import type { LayoutDocument } from '../../../../../shared/layout/layout-document.js';
import type { TextElement } from '../../../../../shared/layout/text-element.js';

const template = { path: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png', width: 1200, height: 1800, dpi: 300 };

function starterText(id: string, content: string, fields: Partial<TextElement>): TextElement {
  let next = 0;
  const base = createTextElement({ createId: () => `t-${(next += 1)}`, scale: 1, template }, { content });
  return { ...base, id, content, textAlign: 'center', width: 800, x: 200, lineHeight: 1.15, ...fields };
}

/** A starter as `npm run assets` writes one: a names plate in a script face and a date in a serif. */
export function sampleStarter(): LayoutDocument {
  return {
    schemaVersion: 1,
    template,
    elements: [
      starterText('names', 'Giulia\n& Marco', { fontFamily: 'Great Vibes', fontSize: 120, color: '#7a4b2a', y: 1200 }),
      starterText('date', '14 · 09 · 2026', { fontFamily: 'Playfair Display', fontWeight: 'bold', fontSize: 60, color: '#333333', y: 1500 }),
    ],
  };
}
