import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from './layout-document.js';
import { automaticLayoutName, formatEventDate, nameFromNamesAndDate, suggestLayoutName } from './suggest-layout-name.js';

const template = { path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', width: 1200, height: 1800, dpi: 300 };

function documentWith(texts: { content: string; fontSize: number; hidden?: boolean }[]): LayoutDocument {
  return {
    schemaVersion: 1,
    template,
    elements: texts.map((text, index) => ({
      id: `t${index}`,
      type: 'text',
      x: 0,
      y: 0,
      rotation: 0,
      opacity: 1,
      fontFamily: 'Roboto',
      fill: '#333333',
      align: 'center',
      fontStyle: 'normal',
      lineHeight: 1.3,
      shadowEnabled: false,
      shadowColor: '#000000',
      shadowBlur: 0,
      shadowOffsetX: 0,
      shadowOffsetY: 0,
      ...text,
    })),
  } as unknown as LayoutDocument;
}

describe('layout names', () => {
  it('reads an event date however it is written, as dd/mm/yyyy', () => {
    expect(formatEventDate('2026-06-14')).toBe('14/06/2026');
    expect(formatEventDate('14/6/2026')).toBe('14/06/2026');
    expect(formatEventDate('14.06.2026')).toBe('14/06/2026');
    expect(formatEventDate('14 giugno 2026')).toBe('14/06/2026');
    expect(formatEventDate('June 14, 2026')).toBe('14/06/2026');
    expect(formatEventDate('31/02/2026')).toBeNull();
    expect(formatEventDate('Giulia & Marco')).toBeNull();
  });

  it("names a starter's layout after its names and date, not its template", () => {
    const starter = documentWith([
      { content: 'Giulia\n& Marco', fontSize: 120 },
      { content: '14 giugno 2026', fontSize: 48 },
    ]);
    expect(suggestLayoutName(starter)).toBe('Giulia & Marco – 14/06/2026');
    expect(automaticLayoutName(starter, 'Eucalyptus Bloom')).toBe('Giulia & Marco – 14/06/2026');
  });

  it('takes the biggest text as the names, and a date on a line of its own', () => {
    const plain = documentWith([
      { content: 'Grazie di essere qui', fontSize: 30 },
      { content: 'Anna e Luca\n2026-09-05', fontSize: 64 },
    ]);
    expect(suggestLayoutName(plain)).toBe('Anna e Luca – 05/09/2026');
  });

  it("keeps the template's name while the texts are the editor's placeholders", () => {
    const placeholder = documentWith([{ content: 'Nome & Nome\nData Evento', fontSize: 54 }]);
    expect(suggestLayoutName(placeholder)).toBeNull();
    expect(automaticLayoutName(placeholder, 'Eucalyptus Bloom')).toBe('Eucalyptus Bloom');
    expect(suggestLayoutName(documentWith([{ content: 'Giulia & Marco', fontSize: 54, hidden: true }]))).toBeNull();
  });

  it("names a request's layout from its names and date", () => {
    expect(nameFromNamesAndDate('Giulia  &  Marco', '2026-06-14')).toBe('Giulia & Marco – 14/06/2026');
    expect(nameFromNamesAndDate('Giulia & Marco', '')).toBe('Giulia & Marco');
    expect(nameFromNamesAndDate('', 'sabato 14')).toBe('sabato 14');
    expect(nameFromNamesAndDate('', '')).toBeNull();
  });
});
