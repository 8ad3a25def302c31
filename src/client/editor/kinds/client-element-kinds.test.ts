import { describe, expect, it } from 'vitest';
import { elementTypes } from '../../../shared/layout/layout-element.js';
import { en } from '../../i18n/en.js';
import { it as italian } from '../../i18n/it.js';
import { describeLayers } from '../model/layer-label.js';
import { makeEllipse, makeLine } from '../model/test-fixtures.js';
import { formatLayerLabels, layerKindGlyph, layerKindKey } from '../panels/layers/layer-kind.js';
import { clientElementKinds } from './client-element-kinds.js';

/** A dotted key's text in one dictionary, or undefined. */
function lookUp(dictionary: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), dictionary);
}

describe('the editor modules of the element kinds', () => {
  it('declare every element type and nothing else', () => {
    expect(Object.keys(clientElementKinds).sort()).toEqual([...elementTypes].sort());
  });

  it("give every kind a word in Italian and in English, and a sign of its own in the layers panel", () => {
    for (const type of elementTypes) {
      const key = layerKindKey({ type });
      expect(typeof lookUp(italian, key), `${type}: ${key} in it`).toBe('string');
      expect(typeof lookUp(en, key), `${type}: ${key} in en`).toBe('string');
    }
    const glyphs = elementTypes.map(layerKindGlyph);
    expect(new Set(glyphs).size).toBe(elementTypes.length);
  });

  it("name an unnamed ellipse 'Ellisse 1' in the layers panel, numbered apart from the other kinds", () => {
    const labels = describeLayers([makeLine(), makeEllipse({ id: 'a' }), makeEllipse({ id: 'b', name: 'Sole' }), makeEllipse({ id: 'c' })]);
    const words = formatLayerLabels(labels, (type) => String(lookUp(italian, layerKindKey({ type }))));
    expect([words.get('line'), words.get('a'), words.get('b'), words.get('c')]).toEqual(['Linea separatrice 1', 'Ellisse 1', 'Sole', 'Ellisse 3']);
  });
});
