import { describe, expect, it } from 'vitest';
import { describeLayers, readLayerLabel } from './layer-label.js';
import { makeClipart, makeImage, makePlaceholder, makeText } from './test-fixtures.js';

describe('layer labels', () => {
  it("prefers the given name, then a text's own words on one line, then a clip-art's picture", () => {
    expect(readLayerLabel(makeText({ name: ' Titolo ' }))).toBe('Titolo');
    expect(readLayerLabel(makeText({ content: 'Giulia\n& Marco' }))).toBe('Giulia & Marco');
    expect(readLayerLabel(makeText({ content: 'Una frase molto lunga che non entra per intero nella riga dei livelli' }))).toMatch(/^Una frase molto lunga.{0,20}…$/);
    expect(readLayerLabel(makeClipart({ src: '/assets/clipart/matrimonio/wedding-rings.svg' }))).toBe('Wedding rings');
    expect(readLayerLabel(makeImage())).toBeNull();
    expect(readLayerLabel(makeText({ content: ' \n ', name: '  ' }))).toBeNull();
  });

  it('numbers the elements that show nothing of their own by kind, bottom first', () => {
    const labels = describeLayers([makePlaceholder({ id: 'a' }), makeText({ id: 't', content: '14 giugno 2026' }), makePlaceholder({ id: 'b' }), makeImage({ id: 'i' })]);
    expect(labels.get('a')).toEqual({ kind: 'numbered', type: 'placeholder', number: 1 });
    expect(labels.get('b')).toEqual({ kind: 'numbered', type: 'placeholder', number: 2 });
    expect(labels.get('t')).toEqual({ kind: 'own', text: '14 giugno 2026' });
    expect(labels.get('i')).toEqual({ kind: 'numbered', type: 'image', number: 1 });
  });
});
