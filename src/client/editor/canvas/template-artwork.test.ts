import { describe, expect, it } from 'vitest';
import { findFormat } from '../../../shared/catalog/formats.js';
import { nativeTemplateSize, templateArtworkUrl } from './template-artwork.js';

const builtIn = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const custom = '/api/custom-templates/file?key=custom-templates%2Fu1%2Fcustom_abcdefghijkl-original.png';
const format = findFormat('cartolina-verticale');
if (format === undefined) throw new Error('format');

describe('templateArtworkUrl', () => {
  it('gives an entitled editor the original and a free one the display copy', () => {
    expect(templateArtworkUrl(builtIn, true)).toBe(builtIn);
    expect(templateArtworkUrl(builtIn, false)).toBe('/assets/templates/matrimonio/cartolina_verticale/display/eucalyptus-bloom.webp');
    expect(templateArtworkUrl(custom, true)).toBe(custom);
    expect(templateArtworkUrl(custom, false)).toBe('/api/custom-templates/file?key=custom-templates%2Fu1%2Fcustom_abcdefghijkl-display.webp');
  });
});

describe('nativeTemplateSize', () => {
  const display = { naturalWidth: 667, naturalHeight: 1000 };
  it('keeps a built-in template at its print size when only the display copy is loaded', () => {
    expect(nativeTemplateSize({ templatePath: builtIn, artworkUrl: templateArtworkUrl(builtIn, false), format, image: display })).toEqual({ width: 1200, height: 1800 });
  });
  it("takes the original's own size, and a stored document's over either", () => {
    expect(nativeTemplateSize({ templatePath: custom, artworkUrl: custom, format, image: { naturalWidth: 2400, naturalHeight: 3600 } })).toEqual({ width: 2400, height: 3600 });
    expect(nativeTemplateSize({ templatePath: custom, artworkUrl: 'x', format, image: display, stored: { width: 2400, height: 3600 } })).toEqual({ width: 2400, height: 3600 });
  });
  it("gives an uploaded template's display copy its shape at the format's long side", () => {
    expect(nativeTemplateSize({ templatePath: custom, artworkUrl: templateArtworkUrl(custom, false), format, image: display })).toEqual({ width: 1201, height: 1800 });
  });
});
