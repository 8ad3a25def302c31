import { describe, expect, it } from 'vitest';
import { choiceFileName, isChoiceAllowed } from './export-choice.js';

const names = { twoUp: 'foglio-2-strisce', pdf: 'stampa', booth: 'photobooth' };

describe('isChoiceAllowed', () => {
  it('gives the booth zip to the annual plan and pass holders only', () => {
    expect(isChoiceAllowed({ kind: 'booth' }, 'direct')).toBe(true);
    expect(isChoiceAllowed({ kind: 'booth' }, 'counted')).toBe(true);
    expect(isChoiceAllowed({ kind: 'booth' }, 'watermarked')).toBe(false);
    expect(isChoiceAllowed({ kind: 'booth' }, 'demo')).toBe(false);
  });

  it('lets everyone print a PDF or a 2-up sheet (watermarked where the plan says so)', () => {
    expect(isChoiceAllowed({ kind: 'pdf' }, 'demo')).toBe(true);
    expect(isChoiceAllowed({ kind: 'two-up', hasCutLine: true }, 'watermarked')).toBe(true);
  });
});

describe('choiceFileName', () => {
  it('keeps the spec names for images and extends them for the print exports', () => {
    const args = { theme: 'laurea', format: 'photostrip-verticale', isDraft: false, names };
    expect(choiceFileName({ kind: 'image', format: 'jpg' }, args)).toBe('layout-personalizzato-laurea-photostrip-verticale.jpg');
    expect(choiceFileName({ kind: 'booth' }, args)).toBe('layout-personalizzato-laurea-photostrip-verticale-photobooth.zip');
    expect(choiceFileName({ kind: 'two-up', hasCutLine: false }, args)).toBe('layout-personalizzato-laurea-photostrip-verticale-foglio-2-strisce.png');
    expect(choiceFileName({ kind: 'pdf' }, { ...args, isDraft: true })).toBe('bozza-layout-laurea-photostrip-verticale-stampa.pdf');
  });
});
