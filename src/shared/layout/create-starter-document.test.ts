import { describe, expect, it } from 'vitest';
import { createStarterDocument } from './create-starter-document.js';
import { getElementBox } from './element-box.js';
import { createSequentialIds } from './id-generator.js';
import type { LayoutDocument } from './layout-document.js';
import { elementTypes, type LayoutElement } from './layout-element.js';
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

  // One element of every kind, as a starter could hold them.
  const everyKind: LayoutElement[] = [
    { ...text, id: 'names', content: 'Giulia & Marco', fontSize: 100, x: 200, y: 1400, width: 800, letterSpacing: 4, strokeWidth: 2, strokeColor: '#ffffff' },
    { ...base, id: 'picture', type: 'image', src: '/api/layout-images/0123456789abcdef0123456789abcdef.png', x: 100, y: 100, width: 400, height: 300, originalWidth: 800, originalHeight: 600 },
    { ...base, id: 'heart', type: 'clipart', clipartId: 'heart', src: '/assets/clipart/amore/heart.svg', x: 700, y: 100, width: 200, height: 180, keepRatio: true, locked: true },
    { ...base, id: 'photo-1', type: 'placeholder', x: 150, y: 450, width: 900, height: 800, borderEnabled: true, borderColor: '#ffffff', borderWidth: 8, keepRatio: true },
    { ...base, id: 'rule', type: 'line', x: 400, y: 1380, width: 400, height: 4, color: '#3f5f48' },
    { ...base, id: 'qr', type: 'qrcode', url: 'https://example.com/album', x: 1000, y: 1600, size: 160, color: '#000000', backgroundEnabled: true, backgroundColor: '#ffffff', quietZone: 4, errorCorrection: 'M' },
    { ...base, id: 'badge', type: 'ellipse', x: 60, y: 1500, width: 240, height: 160, fillColor: '#f4d3da', strokeColor: '#333333', strokeWidth: 6 },
  ];

  it('scales an element of every kind with the page, its place and its size', () => {
    expect(new Set(everyKind.map((element) => element.type))).toEqual(new Set(elementTypes));
    const big = { ...template, width: 2400, height: 3600, dpi: 600 };
    const doc = createStarterDocument(big, { ...starter, elements: everyKind }, createSequentialIds());
    expect(migrate(doc).ok).toBe(true);
    everyKind.forEach((element, index) => {
      const before = getElementBox(element);
      const after = getElementBox(doc?.elements[index] ?? element);
      expect(after.x, element.type).toBeCloseTo(before.x * 2, 5);
      expect(after.y, element.type).toBeCloseTo(before.y * 2, 5);
      expect(after.width, element.type).toBeCloseTo(before.width * 2, 5);
      expect(after.height, element.type).toBeCloseTo(before.height * 2, 5);
    });
  });

  it('scales the lengths inside a kind too: outlines, a separator’s thickness, a frame’s border', () => {
    const doc = createStarterDocument({ ...template, width: 2400, height: 3600, dpi: 600 }, { ...starter, elements: everyKind }, createSequentialIds());
    const byType = new Map(doc?.elements.map((element) => [element.type, element]));
    expect(byType.get('ellipse')).toMatchObject({ width: 480, height: 320, strokeWidth: 12 });
    expect(byType.get('line')).toMatchObject({ width: 800, height: 8 });
    expect(byType.get('placeholder')).toMatchObject({ borderWidth: 16 });
    expect(byType.get('qrcode')).toMatchObject({ size: 320, quietZone: 4 });
    expect(byType.get('text')).toMatchObject({ fontSize: 200, width: 1600, letterSpacing: 8, strokeWidth: 4 });
    expect(byType.get('image')).toMatchObject({ width: 800, height: 600, originalWidth: 800 });
  });

  it('keeps every length within its range on a much smaller page', () => {
    const doc = createStarterDocument({ ...template, width: 300, height: 450, dpi: 75 }, { ...starter, elements: everyKind }, createSequentialIds());
    const byType = new Map(doc?.elements.map((element) => [element.type, element]));
    expect(byType.get('line')).toMatchObject({ width: 100, height: 1 });
    expect(byType.get('qrcode')).toMatchObject({ size: 50 });
  });
});
