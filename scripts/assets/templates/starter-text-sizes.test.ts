import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, type LayoutDocument } from '../../../src/shared/layout/layout-document.js';
import type { TextElement } from '../../../src/shared/layout/text-element.js';
import { checkStarterTextSizes } from './starter-text-sizes.js';

function text(id: string, fontSize: number): TextElement {
  return { id, type: 'text', content: id, color: '#000000', fontSize, fontFamily: 'Lora', fontWeight: 'normal', fontStyle: 'normal', textAlign: 'center', lineHeight: 1.15, x: 100, y: 100, width: 400, rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };
}

function starter(names: number, date: number): LayoutDocument {
  return { schemaVersion: currentSchemaVersion, template: { path: '/assets/templates/laurea/photostrip_orizzontale/a.png', width: 1800, height: 600, dpi: 300 }, elements: [text('names', names), text('date', date)] };
}

describe('starter text sizes', () => {
  it('fails a date under 30 px and names under 48 px', () => {
    expect(checkStarterTextSizes(starter(18, 8), 'photostrip-orizzontale', {})).toEqual([expect.stringContaining('names: 18 px'), expect.stringContaining('date: 8 px')]);
    expect(checkStarterTextSizes(starter(47, 30), 'photostrip-orizzontale', {})).toEqual([expect.stringContaining('names: 47 px, under 48 px')]);
    expect(checkStarterTextSizes(starter(48, 30), 'photostrip-orizzontale', {})).toEqual([]);
  });

  it('lets smaller names through only on the formats a design’s allowance names, and never under its minimum or 30 px', () => {
    const smallNames = { formats: ['photostrip-orizzontale'] as const, minNamesPx: 40, why: 'the banner' };
    expect(checkStarterTextSizes(starter(42, 30), 'photostrip-orizzontale', { smallNames })).toEqual([]);
    expect(checkStarterTextSizes(starter(42, 30), 'photostrip-verticale', { smallNames })).toHaveLength(1);
    expect(checkStarterTextSizes(starter(38, 30), 'photostrip-orizzontale', { smallNames })).toHaveLength(1);
    expect(checkStarterTextSizes(starter(42, 30), 'photostrip-orizzontale', { smallNames: { ...smallNames, minNamesPx: 20 } })).toEqual([]);
    expect(checkStarterTextSizes(starter(28, 30), 'photostrip-orizzontale', { smallNames: { ...smallNames, minNamesPx: 20 } })).toHaveLength(1);
  });
});
