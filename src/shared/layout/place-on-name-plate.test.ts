import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from './layout-document.js';
import { placeOnNamePlate } from './place-on-name-plate.js';
import type { TextElement } from './text-element.js';

const base = { rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };
const template = { path: '/assets/templates/matrimonio/photostrip_verticale/x.png', width: 600, height: 1800, dpi: 300 };

function text(id: string, fields: Partial<TextElement>): TextElement {
  return { ...base, id, type: 'text', content: 'Nome & Nome\nData Evento', color: '#333333', fontSize: 60, fontFamily: 'Roboto', fontWeight: 'normal', fontStyle: 'normal', textAlign: 'left', lineHeight: 1.2, x: 0, y: 0, ...fields };
}

const plain: LayoutDocument = Object.freeze({ schemaVersion: 1, template, elements: [text('t1', { x: 60, y: 860, width: 480 })] }) as LayoutDocument;
const starter: LayoutDocument = {
  schemaVersion: 1,
  template,
  elements: [
    { ...base, id: 'photo-1', type: 'placeholder', x: 50, y: 50, width: 500, height: 1300, borderEnabled: false, borderColor: '#ffffff', borderWidth: 1, keepRatio: true },
    text('names', { content: 'Giulia\n& Marco', x: 100, y: 1400, width: 400, fontSize: 80, color: '#7a5c2e', lineHeight: 1.15 }),
    text('date', { content: '14 giugno 2026', x: 120, y: 1600, width: 360, fontSize: 30, color: '#222222', lineHeight: 1.15 }),
  ],
} as LayoutDocument;
/** 0.5 × the size per letter: 'Nome & Nome' is 11 letters. */
const measure = (line: string, t: TextElement) => line.length * t.fontSize * 0.5;

describe('placeOnNamePlate', () => {
  it("centres the default text across the box of the starter's names and date, in the names' ink", () => {
    const [placed] = placeOnNamePlate(plain, starter, measure).elements;
    // The plate: x 100–500, y 1400–1634.5 (date: 1600 + 30 × 1.15).
    expect(placed).toMatchObject({ x: 100, width: 400, color: '#7a5c2e', textAlign: 'center', content: 'Nome & Nome\nData Evento' });
    if (placed?.type !== 'text') throw new Error('no text');
    // At 60 px the widest line is 330 px, within 95 % of 400: the size stays.
    expect(placed.fontSize).toBe(60);
    const height = 2 * 60 * 1.2;
    expect(placed.y).toBe(Math.round(1400 + (234.5 - height) / 2));
    expect(plain.elements[0]?.x).toBe(60);
  });

  it('lowers the size until the widest line fits the plate, and the lines its height', () => {
    const narrow = { ...starter, elements: starter.elements.map((e) => (e.type === 'text' ? { ...e, width: 200 } : e)) } as LayoutDocument;
    const [wide] = placeOnNamePlate(plain, narrow, measure).elements;
    if (wide?.type !== 'text') throw new Error('no text');
    // The plate is x 100–320 (the date starts 20 px further right): 220 px.
    expect(wide).toMatchObject({ x: 100, width: 220 });
    expect(measure('Nome & Nome', wide)).toBeLessThanOrEqual(220 * 0.95);
    expect(wide.fontSize).toBe(38);
    const flat = { ...starter, elements: starter.elements.filter((e) => e.id !== 'date').map((e) => (e.type === 'text' ? { ...e, content: 'Giulia', fontSize: 50 } : e)) } as LayoutDocument;
    const [low] = placeOnNamePlate(plain, flat, measure).elements;
    if (low?.type !== 'text') throw new Error('no text');
    expect(2 * low.fontSize * low.lineHeight).toBeLessThanOrEqual(57.5);
  });

  it('leaves the document as it is when the starter has no text', () => {
    const bare = { ...starter, elements: starter.elements.filter((e) => e.type !== 'text') } as LayoutDocument;
    expect(placeOnNamePlate(plain, bare, measure)).toBe(plain);
  });
});
