import { describe, expect, test } from 'vitest';
import type { IconSet } from './read-icon-set.js';
import { renderIconSvg } from './render-icon-svg.js';

const set: IconSet = {
  prefix: 'test',
  width: 32,
  height: 32,
  icons: { hand: { body: '<path d="M0 0h4v4z"/>' }, tall: { body: '<path/>', height: 33 } },
  aliases: { 'hand-flipped': { parent: 'hand', hFlip: true } },
};

describe('renderIconSvg', () => {
  test("wraps the body in a standalone svg with the set's size as viewBox", () => {
    expect(renderIconSvg(set, 'hand', 'credit')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 32 32"><!-- credit --><path d="M0 0h4v4z"/></svg>\n',
    );
  });

  test("uses the icon's own size over the set's, and 16 when neither gives one", () => {
    expect(renderIconSvg(set, 'tall', 'c')).toContain('viewBox="0 0 32 33"');
    expect(renderIconSvg({ prefix: 'bare', icons: { dot: { body: '<circle/>' } } }, 'dot', 'c')).toContain('viewBox="0 0 16 16"');
  });

  test('resolves an alias and applies its flip', () => {
    expect(renderIconSvg(set, 'hand-flipped', 'c')).toContain('<g transform="translate(32 0) scale(-1 1)"><path d="M0 0h4v4z"/></g>');
  });

  test('rejects an unknown icon', () => {
    expect(() => renderIconSvg(set, 'missing', 'c')).toThrow(/not in the test set/);
  });
});
