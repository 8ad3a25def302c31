import { describe, expect, it } from 'vitest';
import { exportFileName, mimeTypeOf } from './export-format.js';

describe('exportFileName', () => {
  it('names final exports and drafts as the spec does', () => {
    expect(exportFileName({ theme: 'matrimonio', format: 'cartolina-verticale', fileFormat: 'png', isDraft: false })).toBe('layout-personalizzato-matrimonio-cartolina-verticale.png');
    expect(exportFileName({ theme: 'laurea', format: 'photostrip-orizzontale', fileFormat: 'jpg', isDraft: true })).toBe('bozza-layout-laurea-photostrip-orizzontale.jpg');
  });

  it('maps formats to MIME types', () => {
    expect(mimeTypeOf('png')).toBe('image/png');
    expect(mimeTypeOf('jpg')).toBe('image/jpeg');
  });
});
