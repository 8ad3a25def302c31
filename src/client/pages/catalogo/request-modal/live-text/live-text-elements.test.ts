import { describe, expect, it } from 'vitest';
import { liveTextElements, textFaces } from './live-text-elements.js';
import { sampleStarter } from './starter-fixture.js';

describe('liveTextElements', () => {
  it("puts the client's names and date in place of the sample ones, on the same number of lines", () => {
    const texts = liveTextElements(sampleStarter(), { names: 'Anna e Marco', eventDate: '12 giugno 2027' });
    expect(texts.map((text) => [text.content, text.fontFamily])).toEqual([
      ['Anna e\nMarco', 'Great Vibes'],
      ['12 giugno 2027', 'Playfair Display'],
    ]);
  });

  it('keeps the sample words of a field left empty, and shrinks names longer than the sample', () => {
    const [names, date] = liveTextElements(sampleStarter(), { names: 'Maria Vittoria e Giovanni Battista', eventDate: '  ' });
    expect(date?.content).toBe('14 · 09 · 2026');
    expect(names?.content.split('\n')).toHaveLength(2);
    expect(names?.fontSize).toBeLessThan(120);
  });
});

describe('textFaces', () => {
  it('names each face the texts are drawn in once, as the font shorthand fonts.load() takes', () => {
    expect(textFaces(liveTextElements(sampleStarter(), {}))).toEqual(['400 20px "Great Vibes"', '700 20px "Playfair Display"']);
  });
});
