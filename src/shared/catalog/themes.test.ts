import { describe, expect, it } from 'vitest';
import { isActiveTheme, themes } from './themes.js';

describe('themes', () => {
  it('has the four active themes first and five coming soon', () => {
    expect(themes.filter((t) => !t.comingSoon).map((t) => t.key)).toEqual(['matrimonio', 'compleanno', 'laurea', 'bambini']);
    expect(themes.filter((t) => t.comingSoon).map((t) => t.key)).toEqual(['natale', 'carnevale', 'halloween', 'nightlife', 'corporate']);
  });

  it('isActiveTheme refuses coming-soon and unknown themes', () => {
    expect(isActiveTheme('laurea')).toBe(true);
    expect(isActiveTheme('natale')).toBe(false);
    expect(isActiveTheme('Matrimonio')).toBe(false);
  });
});
