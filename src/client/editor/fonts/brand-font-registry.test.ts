import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandFont } from '../../../shared/api/brand-fonts.js';
import { fallbackFontCatalog, type FontCatalog } from '../../fonts/font-catalog.js';
import { BrandFontRegistry } from './brand-font-registry.js';
import { withBrandFonts } from './brand-font-catalog.js';

/** What the registry puts in the page's FontFaceSet: family, source and descriptors. */
class RecordedFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

function fakeFontSet() {
  const faces = new Set<RecordedFace>();
  const set = { add: (face: RecordedFace) => faces.add(face), delete: (face: RecordedFace) => faces.delete(face) };
  return { faces, set: set as unknown as FontFaceSet };
}

const catalog: FontCatalog = { Script: [{ name: 'Great Vibes', family: 'Great Vibes' }], 'Sans Serif': [{ name: 'Roboto', family: 'Roboto' }] };
const font = (id: string, family: string, weight: BrandFont['weight'] = 'normal'): BrandFont => ({
  id: id.padEnd(22, 'x'),
  family,
  weight,
  style: 'normal',
  format: 'woff2',
  byteSize: 1000,
  url: `/api/brand-fonts/${id.padEnd(22, 'x')}.woff2`,
});

beforeEach(() => {
  vi.stubGlobal('FontFace', RecordedFace);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrandFontRegistry', () => {
  it("adds the operator's faces to the page with their weight, and lists them first under 'I miei font'", async () => {
    const { faces, set } = fakeFontSet();
    const registry = new BrandFontRegistry(() => set, async () => catalog);
    await registry.start(async () => [font('a', 'Firma'), font('b', 'Firma', 'bold')]);
    expect([...faces].map((face) => [face.family, face.source, face.descriptors.weight])).toEqual([
      ['Firma', `url("/api/brand-fonts/${'a'.padEnd(22, 'x')}.woff2")`, '400'],
      ['Firma', `url("/api/brand-fonts/${'b'.padEnd(22, 'x')}.woff2")`, '700'],
    ]);
    expect(Object.entries(withBrandFonts(catalog, registry.getState().fonts))[0]).toEqual(['I miei font', [{ name: 'Firma', family: 'Firma' }]]);
  });

  it('draws a family no font provides in Roboto, and says so', async () => {
    const { faces, set } = fakeFontSet();
    const registry = new BrandFontRegistry(() => set, async () => catalog);
    await registry.start(async () => []);
    await registry.prepare(['Roboto', 'Great Vibes', 'Font Eliminato']);
    expect(registry.getState().substituted).toEqual(['Font Eliminato']);
    expect([...faces].every((face) => face.family === 'Font Eliminato' && face.source.includes('/assets/fonts/roboto/'))).toBe(true);
    expect(faces.size).toBe(4);
  });

  it('substitutes a deleted font at once, and drops the substitute when the font comes back', async () => {
    const { faces, set } = fakeFontSet();
    const registry = new BrandFontRegistry(() => set, async () => catalog);
    await registry.start(async () => [font('a', 'Firma')]);
    registry.remove('a'.padEnd(22, 'x'));
    expect(registry.getState()).toMatchObject({ fonts: [], substituted: ['Firma'] });
    expect([...faces].every((face) => face.source.includes('roboto'))).toBe(true);
    registry.add(font('c', 'Firma'));
    expect(registry.getState().substituted).toEqual([]);
    expect([...faces].map((face) => face.source)).toEqual([`url("/api/brand-fonts/${'c'.padEnd(22, 'x')}.woff2")`]);
  });

  it('substitutes nothing when only the fallback catalogue could be read, and opens with no fonts when the list fails', async () => {
    const { faces, set } = fakeFontSet();
    const registry = new BrandFontRegistry(() => set, async () => fallbackFontCatalog);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registry.start(async () => {
      throw new TypeError('Failed to fetch');
    });
    await registry.prepare(['Lobster']);
    expect(registry.getState()).toEqual({ status: 'ready', fonts: [], substituted: [] });
    expect(faces.size).toBe(0);
  });
});
