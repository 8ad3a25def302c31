import { expect, it } from 'vitest';
import { templateIdFromPath } from './template-id.js';

it('replaces slashes and dots with underscores', () => {
  expect(templateIdFromPath('/templates/matrimonio/cartolina_verticale/rose.png')).toBe('_templates_matrimonio_cartolina_verticale_rose_png');
});
