import { describe, expect, it } from 'vitest';
import { balanceLines } from './balance-lines.js';

describe('balanceLines', () => {
  it('breaks names into even lines at spaces', () => {
    expect(balanceLines('Giulia & Marco', 2)).toBe('Giulia\n& Marco');
    expect(balanceLines('Leo compie 5 anni', 2)).toBe('Leo compie\n5 anni');
    expect(balanceLines('Anna  Maria   Rossi', 3)).toBe('Anna\nMaria\nRossi');
  });

  it('keeps one line when asked for one or when there is one word', () => {
    expect(balanceLines('Giulia & Marco', 1)).toBe('Giulia & Marco');
    expect(balanceLines('Sofia', 2)).toBe('Sofia');
  });
});
