import { describe, expect, it } from 'vitest';
import { type PaletteEntry, pickTemplateColours, templateColourCount } from './pick-template-colours.js';

function entry(rgb: [number, number, number], population: number): PaletteEntry {
  return { rgb, population };
}

// Six colours far apart from each other, already in order of population.
const charcoal = entry([36, 35, 31], 600);
const cream = entry([247, 240, 227], 500);
const gold = entry([207, 156, 76], 400);
const blue = entry([97, 124, 202], 300);
const coral = entry([221, 101, 88], 200);
const teal = entry([111, 194, 179], 100);
const distinct = [charcoal, cream, gold, blue, coral, teal];

describe('pickTemplateColours', () => {
  it('returns six lowercase #rrggbb colours, most prominent first', () => {
    const shuffled = [blue, charcoal, teal, cream, coral, gold];
    expect(pickTemplateColours(shuffled)).toEqual(['#24231f', '#f7f0e3', '#cf9c4c', '#617cca', '#dd6558', '#6fc2b3']);
    expect(templateColourCount).toBe(6);
  });

  it('trims a longer palette to six', () => {
    const longer = [...distinct, entry([0, 0, 255], 50), entry([0, 255, 0], 40)];
    expect(pickTemplateColours(longer)).toHaveLength(6);
    expect(pickTemplateColours(longer)).not.toContain('#0000ff');
  });

  it('prefers a distinct colour over a near-twin of a more prominent one', () => {
    const withTwin = [entry([247, 240, 227], 900), entry([245, 238, 226], 800), gold, blue, coral, teal];
    const picked = pickTemplateColours([...withTwin, entry([36, 35, 31], 10)]);
    expect(picked).not.toContain('#f5eee2');
    expect(picked).toEqual(['#f7f0e3', '#cf9c4c', '#617cca', '#dd6558', '#6fc2b3', '#24231f']);
  });

  it('pads with near-twins, in order of population, when there are not six distinct-looking colours', () => {
    const creams = [entry([247, 240, 227], 900), entry([245, 238, 226], 800), entry([250, 244, 232], 700), entry([36, 35, 31], 100)];
    expect(pickTemplateColours(creams)).toEqual(['#f7f0e3', '#f5eee2', '#faf4e8', '#24231f']);
  });

  it('merges entries that round to the same hex and adds up their pixels', () => {
    const split = [entry([10, 10, 10], 300), entry([200, 0, 0], 200), entry([199.6, 0.2, 0], 200)];
    expect(pickTemplateColours(split)).toEqual(['#c80000', '#0a0a0a']);
  });

  it('clamps channels a quantiser overshot and skips ones that are not numbers', () => {
    const odd = [entry([256, -3, 67.4], 10), entry([Number.NaN, 0, 0], 99), entry([0, 0, Number.POSITIVE_INFINITY], 99)];
    expect(pickTemplateColours(odd)).toEqual(['#ff0043']);
  });

  it('returns fewer only when the palette has fewer colours', () => {
    expect(pickTemplateColours([])).toEqual([]);
    expect(pickTemplateColours([entry([255, 255, 255], 1)])).toEqual(['#ffffff']);
  });

  it('honours a different count', () => {
    expect(pickTemplateColours(distinct, 3)).toEqual(['#24231f', '#f7f0e3', '#cf9c4c']);
    expect(pickTemplateColours(distinct, 0)).toEqual([]);
  });
});
