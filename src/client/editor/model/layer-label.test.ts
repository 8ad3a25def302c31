import { describe, expect, it } from 'vitest';
import { readLayerLabel } from './layer-label.js';
import { makeImage, makeText } from './test-fixtures.js';

describe('readLayerLabel', () => {
  it('prefers the given name, then a text first line', () => {
    expect(readLayerLabel(makeText({ name: ' Titolo ' }))).toBe('Titolo');
    expect(readLayerLabel(makeText({ content: 'Anna & Marco\n12 giugno' }))).toBe('Anna & Marco');
    expect(readLayerLabel(makeImage())).toBeNull();
    expect(readLayerLabel(makeText({ content: '\nx', name: '  ' }))).toBeNull();
  });
});
