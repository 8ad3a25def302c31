import { describe, expect, it } from 'vitest';
import { templateIdFromPath } from './template-id.js';

describe('templateIdFromPath', () => {
  it('replaces slashes and dots with underscores', () => {
    expect(templateIdFromPath('/templates/matrimonio/cartolina_verticale/rose.png')).toBe('_templates_matrimonio_cartolina_verticale_rose_png');
  });

  it('keys a built-in catalogue path the way the unlocked-templates map does', () => {
    expect(templateIdFromPath('/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png')).toBe(
      '_assets_templates_matrimonio_cartolina_verticale_rose-wreath_png',
    );
  });

  it('replaces every dot, not only the extension one, and keeps hyphens', () => {
    expect(templateIdFromPath('a.b/c-d.v2.jpg')).toBe('a_b_c-d_v2_jpg');
  });
});
