import { describe, expect, it } from 'vitest';
import type { TemplateEntry } from '../../../shared/catalog/template-entry.js';
import { pickPhoneSamples } from './pick-phone-samples.js';

const entry = (category: string, format: string, name: string): TemplateEntry => ({
  category,
  format,
  original: `/assets/templates/${category}/${format}/${name}.png`,
  preview: `/assets/templates/${category}/${format}/previews/${name}.jpg`,
});

describe('pickPhoneSamples', () => {
  it('takes portrait postcards in turn from each theme, up to the count', () => {
    const entries = [
      entry('matrimonio', 'cartolina_orizzontale', 'a'),
      entry('matrimonio', 'cartolina_verticale', 'm1'),
      entry('matrimonio', 'cartolina_verticale', 'm2'),
      entry('matrimonio', 'cartolina_verticale', 'm3'),
      entry('laurea', 'photostrip_verticale', 'l0'),
      entry('laurea', 'cartolina_verticale', 'l1'),
      entry('bambini', 'cartolina_verticale', 'b1'),
      entry('bambini', 'cartolina_verticale', 'b2'),
    ];
    expect(pickPhoneSamples(entries, 5).map((picked) => picked.original.split('/').pop())).toEqual(['m1.png', 'l1.png', 'b1.png', 'm2.png', 'b2.png']);
    expect(pickPhoneSamples(entries, 20)).toHaveLength(6);
    expect(pickPhoneSamples([], 8)).toEqual([]);
  });

  it('shows a design name two themes share once', () => {
    const entries = ['matrimonio', 'laurea'].flatMap((theme) => [entry(theme, 'cartolina_verticale', 'same-name'), entry(theme, 'cartolina_verticale', `${theme}-own`)]);
    expect(pickPhoneSamples(entries, 4).map((picked) => picked.original.split('/').slice(-3).join('/'))).toEqual(['matrimonio/cartolina_verticale/same-name.png', 'laurea/cartolina_verticale/laurea-own.png', 'matrimonio/cartolina_verticale/matrimonio-own.png']);
  });
});
