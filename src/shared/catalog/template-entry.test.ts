import { describe, expect, it } from 'vitest';
import { displayNameFromPath, fileNameFromPath, TemplateCatalog, TemplateEntry } from './template-entry.js';

describe('displayNameFromPath', () => {
  it('title-cases the file stem, splitting on hyphens and underscores', () => {
    expect(displayNameFromPath('/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png')).toBe('Rose Wreath');
    expect(displayNameFromPath('rose-gold_arch.png')).toBe('Rose Gold Arch');
  });

  it('drops only the last extension and ignores a query string', () => {
    expect(displayNameFromPath('/a/b/golden_arch.JPG?v=2')).toBe('Golden Arch');
  });

  it('collapses repeated separators', () => {
    expect(displayNameFromPath('/x/tocco__blu--scuro.png')).toBe('Tocco Blu Scuro');
  });
});

describe('fileNameFromPath', () => {
  it('is the last path segment, extension included', () => {
    expect(fileNameFromPath('/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png')).toBe('rose-wreath.png');
    expect(fileNameFromPath('base.png')).toBe('base.png');
  });
});

describe('TemplateEntry', () => {
  it('accepts the catalogue file shape and rejects an entry without a preview', () => {
    const entry = {
      category: 'matrimonio',
      format: 'cartolina_verticale',
      original: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
      preview: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg',
    };
    expect(TemplateCatalog.parse([entry])).toEqual([entry]);
    expect(TemplateEntry.safeParse({ ...entry, preview: '' }).success).toBe(false);
  });
});
