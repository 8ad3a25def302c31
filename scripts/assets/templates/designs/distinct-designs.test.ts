import { describe, expect, it } from 'vitest';
import { formats } from '../../../../src/shared/catalog/formats.js';
import { activeThemeKeys } from '../../../../src/shared/catalog/themes.js';
import type { Design, DesignContext, RenderedDesign } from '../design.js';
import { planLayout } from '../layout.js';
import { findSharedDesigns } from './distinct-designs.js';
import { designsByTheme } from './index.js';

const ctx: DesignContext = { grainTile: 'data:image/png;base64,' };

/** A design family as the shared ones were: one layout, a theme's colour. */
function recoloured(name: string, colour: string): Design {
  return {
    name,
    render: (format): RenderedDesign => {
      const layout = planLayout(format, { postcardPhotos: 4, stripPhotos: 4 });
      return { svg: `<svg fill="${colour}"/>`, layout };
    },
    starter: { namesFont: 'Lora', dateFont: 'Lato', ink: '#222222' },
  };
}

describe('the built-in designs', () => {
  it('give every active theme at least eight designs of its own, each in every format', () => {
    for (const theme of activeThemeKeys) {
      const designs = designsByTheme[theme];
      expect(designs.length, theme).toBeGreaterThanOrEqual(8);
      expect(new Set(designs.map((d) => d.name)).size, theme).toBe(designs.length);
      for (const design of designs) {
        for (const format of formats) {
          const rendered = design.render(format, ctx);
          expect((rendered.windows ?? rendered.layout.photos).length, `${theme}/${design.name} ${format.key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('share no design, no design name and no layout between themes', () => {
    expect(findSharedDesigns(designsByTheme, formats, ctx)).toEqual([]);
  });

  it('would catch one layout recoloured for each theme, or one design listed twice', () => {
    const wedding = recoloured('family', '#6d4c5a');
    const problems = findSharedDesigns({ matrimonio: [wedding], laurea: [recoloured('family-laurea', '#1c2b4a')], bambini: [wedding] }, formats, ctx);
    expect(problems).toEqual([
      'family: the same design in matrimonio and bambini',
      'family: a design of this name in matrimonio and bambini',
      'matrimonio/family and laurea/family-laurea: the same layout on every format',
      'matrimonio/family and bambini/family: the same layout on every format',
      'laurea/family-laurea and bambini/family: the same layout on every format',
    ]);
  });
});
