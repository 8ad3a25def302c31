import { describe, expect, it } from 'vitest';
import { pickDefaultTemplateName } from './pick-default-template-name.js';

describe('pickDefaultTemplateName', () => {
  it('starts at Personale 1', () => {
    expect(pickDefaultTemplateName([])).toBe('Personale 1');
  });

  it('goes one past the highest number in use, whatever was deleted or renamed in between', () => {
    expect(pickDefaultTemplateName(['Personale 1', 'Personale 3', 'Sposi al mare'])).toBe('Personale 4');
    expect(pickDefaultTemplateName(['Personale 2x', 'Il mio'])).toBe('Personale 1');
  });
});
