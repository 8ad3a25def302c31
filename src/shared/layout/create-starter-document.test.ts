import { describe, expect, it } from 'vitest';
import { createStarterDocument } from './create-starter-document.js';
import { createSequentialIds } from './id-generator.js';
import type { LayoutDocument } from './layout-document.js';
import { migrate } from './migrate.js';

const base = { rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };
const text = { ...base, type: 'text' as const, color: '#3f5f48', fontFamily: 'Great Vibes', fontWeight: 'normal' as const, fontStyle: 'normal' as const, textAlign: 'center' as const, lineHeight: 1.15 };
const starter: LayoutDocument = {
  schemaVersion: 1,
  template: { path: '/assets/templates/matrimonio/cartolina_verticale/x.png', width: 1200, height: 1800, dpi: 300 },
  elements: [
    { ...base, id: 'photo-1', type: 'placeholder', x: 150, y: 150, width: 900, height: 1100, borderEnabled: false, borderColor: '#ffffff', borderWidth: 1, keepRatio: true },
    { ...text, id: 'names', content: 'Giulia & Marco', fontSize: 100, x: 200, y: 1400, width: 800 },
    { ...text, id: 'date', content: '14 giugno 2026', fontSize: 42, x: 200, y: 1530, width: 800, fontFamily: 'Cormorant Garamond' },
  ],
};
const template = starter.template;

describe('createStarterDocument', () => {
  it('keeps the designed frames and texts, with fresh ids, as a valid document', () => {
    const doc = createStarterDocument(template, starter, createSequentialIds('el'));
    expect(doc).not.toBeNull();
    expect(migrate(doc).ok).toBe(true);
    expect(doc?.elements.map((e) => e.id)).toEqual(['el-1', 'el-2', 'el-3']);
    expect(doc?.elements[0]).toMatchObject({ type: 'placeholder', x: 150, y: 150, width: 900, height: 1100 });
    expect(doc?.elements[1]).toMatchObject({ type: 'text', content: 'Giulia & Marco', fontFamily: 'Great Vibes', fontSize: 100 });
  });

  it("puts the client's names and date in place of the sample ones, smaller when longer", () => {
    const doc = createStarterDocument(template, starter, createSequentialIds(), { names: '  Anna & Bartolomeo ', eventDate: '2026-09-12' });
    expect(doc?.elements[1]).toMatchObject({ content: 'Anna & Bartolomeo', fontFamily: 'Great Vibes' });
    const names = doc?.elements[1];
    expect(names?.type === 'text' ? names.fontSize : 0).toBeCloseTo((100 * 14) / 17, 5);
    expect(doc?.elements[2]).toMatchObject({ content: '2026-09-12', fontSize: 42 });
  });

  it('keeps the sample words for empty fields and the line count of a two-line plate', () => {
    const twoLines: LayoutDocument = { ...starter, elements: starter.elements.map((e) => (e.id === 'names' && e.type === 'text' ? { ...e, content: 'Giulia\n& Marco' } : e)) };
    const doc = createStarterDocument(template, twoLines, createSequentialIds(), { names: 'Anna & Luca', eventDate: ' ' });
    expect(doc?.elements[1]).toMatchObject({ content: 'Anna\n& Luca' });
    expect(doc?.elements[2]).toMatchObject({ content: '14 giugno 2026' });
  });

  it('scales to a template of the same shape at another resolution, and refuses another shape', () => {
    const half = createStarterDocument({ ...template, width: 600, height: 900, dpi: 150 }, starter, createSequentialIds());
    expect(half?.elements[0]).toMatchObject({ x: 75, y: 75, width: 450, height: 550 });
    expect(half?.elements[1]).toMatchObject({ fontSize: 50, width: 400 });
    expect(createStarterDocument({ ...template, width: 1800, height: 1200 }, starter, createSequentialIds())).toBeNull();
  });
});
