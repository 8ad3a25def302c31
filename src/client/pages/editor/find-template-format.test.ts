import { describe, expect, it } from 'vitest';
import { findTemplateFormat } from './find-template-format.js';

describe('findTemplateFormat', () => {
  it('finds each format from its template size', () => {
    expect(findTemplateFormat({ width: 1200, height: 1800 }).key).toBe('cartolina-verticale');
    expect(findTemplateFormat({ width: 1800, height: 1200 }).key).toBe('cartolina-orizzontale');
    expect(findTemplateFormat({ width: 600, height: 1800 }).key).toBe('photostrip-verticale');
    expect(findTemplateFormat({ width: 1800, height: 600 }).key).toBe('photostrip-orizzontale');
  });

  it('takes the nearest shape for an upload a few pixels off', () => {
    expect(findTemplateFormat({ width: 1195, height: 1810 }).key).toBe('cartolina-verticale');
  });
});
