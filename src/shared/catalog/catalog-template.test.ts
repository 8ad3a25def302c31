import { describe, expect, it } from 'vitest';
import { toCatalogTemplate } from './catalog-template.js';
import { mergeTemplateLists } from './merge-template-lists.js';
import { selectTemplates } from './select-templates.js';
import type { TemplateEntry } from './template-entry.js';

const entry = (category: string, format: string, file: string): TemplateEntry => ({
  category,
  format,
  original: `/assets/templates/${category}/${format}/${file}.png`,
  preview: `/assets/templates/${category}/${format}/previews/${file}.jpg`,
});

describe('toCatalogTemplate', () => {
  it('derives id, display name and file name from the original path', () => {
    expect(toCatalogTemplate(entry('matrimonio', 'cartolina_verticale', 'rose-wreath'), 'builtin')).toMatchObject({
      id: '_assets_templates_matrimonio_cartolina_verticale_rose-wreath_png',
      name: 'Rose Wreath',
      fileName: 'rose-wreath.png',
      source: 'builtin',
    });
  });
});

describe('selectTemplates', () => {
  const catalog = [
    entry('matrimonio', 'cartolina_verticale', 'a'),
    entry('matrimonio', 'cartolina_orizzontale', 'b'),
    entry('compleanno', 'cartolina_verticale', 'c'),
    entry('matrimonio', 'cartolina_verticale', 'd'),
  ];

  it('keeps the theme and route format, in catalogue order', () => {
    expect(selectTemplates(catalog, 'matrimonio', 'cartolina-verticale').map((e) => e.original)).toEqual([catalog[0]?.original, catalog[3]?.original]);
  });

  it('is empty for an unknown theme or format', () => {
    expect(selectTemplates(catalog, 'natale', 'cartolina-verticale')).toEqual([]);
    expect(selectTemplates(catalog, 'matrimonio', 'cartolina_verticale')).toEqual([]);
  });
});

describe('mergeTemplateLists', () => {
  it('concatenates sources and keeps the first of two entries with the same id', () => {
    const builtin = [toCatalogTemplate(entry('laurea', 'photostrip_verticale', 'a'), 'builtin')];
    const custom = [
      toCatalogTemplate(entry('laurea', 'photostrip_verticale', 'a'), 'custom'),
      toCatalogTemplate(entry('laurea', 'photostrip_verticale', 'b'), 'custom'),
    ];
    expect(mergeTemplateLists([builtin, custom]).map((t) => `${t.name}/${t.source}`)).toEqual(['A/builtin', 'B/custom']);
  });
});
