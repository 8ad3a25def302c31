import { describe, expect, it } from 'vitest';
import { displayPathOf } from './display-path.js';

describe('displayPathOf', () => {
  it('puts the WebP display copy in display/ beside the original, public or relative, dropping a query', () => {
    expect(displayPathOf('/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png')).toBe('/assets/templates/matrimonio/cartolina_verticale/display/eucalyptus-bloom.webp');
    expect(displayPathOf('matrimonio/striscia/a.png?v=2')).toBe('matrimonio/striscia/display/a.webp');
    expect(displayPathOf('/x.png#top')).toBe('/display/x.webp');
  });

  it('leaves alone what is not a named PNG after a slash, and stays fast on a long hostile path', () => {
    expect(displayPathOf('/a/b.jpg')).toBe('/a/b.jpg');
    expect(displayPathOf('/.png')).toBe('/.png');
    expect(displayPathOf('c.png')).toBe('c.png');
    const hostile = `/${'a/'.repeat(50_000)}x`;
    expect(displayPathOf(hostile)).toBe(hostile);
  });
});
